import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { borderWidth, cardSurface, media, radius, space } from 'shared-ui/design';

export const DATA_TABLE_ALIGNS = ['start', 'end'] as const;
export type DataTableAlign = (typeof DATA_TABLE_ALIGNS)[number];

export interface DataTableColumn<Row> {
  /** Unique among the columns; also the cell's `data-column`. */
  key: string;
  /** The column header, and the label before the value on a phone's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts line up at the end; defaults to start. */
  align?: DataTableAlign;
  /** The card's title on a phone (no label before it); the first column when none is marked. */
  primary?: boolean;
  /** Header visually hidden (a column of buttons); the label is still read. */
  hideHeader?: boolean;
}

const cellAlign = (align: DataTableAlign) => (align === 'end' ? 'right' : 'left');

// One table in the DOM for both layouts: below `md` each row becomes a card and each cell a
// "label value" line, so a phone never scrolls sideways. `display` changes drop a table's
// semantics in some browsers, hence the explicit roles.
const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  ${cardSurface('raised')}
  border-radius: ${radius.md};
  overflow: hidden;
  caption {
    text-align: left;
    padding: 0 0 ${space.sm};
    font-weight: 600;
  }
  th,
  td {
    padding: ${space.sm} ${space.md};
    vertical-align: middle;
    border-bottom: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surface};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.background};
  }
  ${media.below('md')} {
    &,
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    border: 0;
    background: transparent;
    overflow: visible;
    caption {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody {
      display: grid;
      gap: ${space.sm};
    }
    tbody tr {
      ${cardSurface('raised')}
      border-radius: ${radius.md};
      padding: ${space.sm} 0;
    }
    tbody tr:hover td {
      background: transparent;
    }
    td {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: ${space.md};
      border: 0;
      padding: ${space.xs} ${space.md};
      text-align: right;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 0.85rem;
      text-align: left;
      flex-shrink: 0;
    }
    td[data-primary] {
      font-weight: 600;
      text-align: left;
      justify-content: flex-start;
    }
  }
`;

const HeaderCell = styled.th<{ $align: DataTableAlign; $hidden: boolean }>`
  text-align: ${({ $align }) => cellAlign($align)};
  ${({ $hidden }) =>
    $hidden &&
    css`
      span {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0, 0, 0, 0);
      }
    `}
`;

const Cell = styled.td<{ $align: DataTableAlign }>`
  text-align: ${({ $align }) => cellAlign($align)};
`;

export interface DataTableProps<Row> {
  /** Names the table for assistive technology; shown above it unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A table of records on wide screens and a stack of labelled cards below `md`. Loading, empty and
 * error states are the caller's (`Loading`, `EmptyState`, `ErrorPanel`): the table shows rows only.
 */
export function DataTable<Row>({ caption, captionHidden = false, columns, rows, rowKey }: DataTableProps<Row>) {
  const primaryKey = (columns.find((column) => column.primary) ?? columns[0])?.key;
  return (
    <Table role="table">
      <caption style={captionHidden ? HIDDEN_STYLE : undefined}>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <HeaderCell
              key={column.key}
              role="columnheader"
              scope="col"
              $align={column.align ?? 'start'}
              $hidden={Boolean(column.hideHeader)}
            >
              <span>{column.header}</span>
            </HeaderCell>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row">
            {columns.map((column) => {
              const primary = column.key === primaryKey;
              return (
                <Cell
                  key={column.key}
                  role="cell"
                  $align={column.align ?? 'start'}
                  data-column={column.key}
                  data-label={primary || column.hideHeader ? undefined : column.header}
                  data-primary={primary ? '' : undefined}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const HIDDEN_STYLE = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
} as const;
