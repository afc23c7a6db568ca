import { screen, within } from '@testing-library/react';
import { DataTable } from 'shared-ui/data-views';
import { renderWithShop } from '../testing';

interface Order {
  id: string;
  customer: string;
  total: string;
}

const rows: Order[] = [
  { id: 'A1', customer: 'Ada', total: '$10.00' },
  { id: 'B2', customer: 'Grace', total: '$25.50' },
];

function renderTable() {
  return renderWithShop(
    <DataTable
      caption="Orders"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { key: 'id', header: 'Order', cell: (row) => row.id, primary: true },
        { key: 'customer', header: 'Customer', cell: (row) => row.customer },
        { key: 'total', header: 'Total', cell: (row) => row.total, align: 'end' },
        { key: 'actions', header: 'Actions', cell: (row) => <button type="button">Open {row.id}</button>, hideHeader: true },
      ]}
    />,
  );
}

describe('DataTable', () => {
  it('is a table named by its caption, with a header row and one row per record', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Customer', 'Total', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: /Grace/ })).toHaveTextContent('$25.50');
  });

  it("labels each cell with its column for the phone's cards, except the card's title and unlabelled columns", () => {
    renderTable();
    const [firstRow] = screen.getAllByRole('row').slice(1);
    const cells = within(firstRow!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Customer', 'Total', null]);
    expect(cells[0]).toHaveAttribute('data-primary');
  });
});
