import { screen, within } from '@testing-library/react';
import { OrderTotals } from 'shared-ui/design';
import { renderWithShop } from '../testing';

/** Each term with its definition, in order, as a person reads the list. */
function rows() {
  const terms = screen.getAllByRole('term');
  return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('OrderTotals', () => {
  it('shows the items, shipping, tax and total rows as money', () => {
    renderWithShop(<OrderTotals items={28} shipping={10} tax={4.2} total={42.2} />);
    expect(rows()).toEqual([
      ['Items', '$28.00'],
      ['Shipping', '$10.00'],
      ['Tax (15%)', '$4.20'],
      ['Total', '$42.20'],
    ]);
  });

  it('takes other labels and texts in place of amounts', () => {
    renderWithShop(
      <OrderTotals
        size="lg"
        items="3"
        shipping="Free"
        tax="Calculated at checkout"
        total={1234.5}
        labels={{ total: 'Estimated Total' }}
      />,
    );
    expect(rows()).toEqual([
      ['Items', '3'],
      ['Shipping', 'Free'],
      ['Tax (15%)', 'Calculated at checkout'],
      ['Estimated Total', '$1,234.50'],
    ]);
    expect(screen.getAllByRole('term')[0]!.closest('dl')).toHaveAttribute('data-size', 'lg');
  });

  it('computes nothing: the total is what the caller says', () => {
    renderWithShop(<OrderTotals items={10} shipping={10} tax={1.5} total={99} />);
    const list = screen.getAllByRole('term')[0]!.closest('dl')!;
    expect(within(list).getByText('$99.00')).toBeInTheDocument();
  });
});
