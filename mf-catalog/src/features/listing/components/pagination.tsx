import styled from 'styled-components';
import { Button, space } from 'shared-ui/design';
import { paginationWindow } from '../pagination-window';

const Nav = styled.nav`
  margin-top: ${space.lg};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    justify-content: center;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  button {
    min-width: 44px;
  }
`;

/** Previous, up to five numbered pages around the current one, Next (spec §5). */
export function Pagination({ page, pages, onPageChange }: { page: number; pages: number; onPageChange: (page: number) => void }) {
  if (pages < 1) return null;
  return (
    <Nav aria-label="Pagination">
      <ul>
        <li>
          <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
        </li>
        {paginationWindow(page, pages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'outline'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onPageChange(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </li>
      </ul>
    </Nav>
  );
}
