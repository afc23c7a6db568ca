import styled from 'styled-components';
import { Button, ButtonLink, Flex, Text, space } from 'shared-ui/design';

const Bar = styled(Flex)`
  margin-top: ${space.md};
`;

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** How many records in all, when the server says. */
  total?: number;
  /** The URL of a page: the filters stay in the URL, so a page can be linked and reloaded. */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark; several on one page need different names. */
  label?: string;
}

/**
 * Previous / Next links for a server-paginated list with "Page 2 of 7 · 140 orders". A page that does
 * not exist is a disabled button, not a link nowhere. Renders nothing for a single page.
 */
export function Pagination({ page, pageCount, total, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (pageCount <= 1) return null;
  const step = (to: number, text: string, rel: 'prev' | 'next') =>
    to >= 1 && to <= pageCount ? (
      <ButtonLink to={hrefFor(to)} variant="outline" size="sm" rel={rel}>
        {text}
      </ButtonLink>
    ) : (
      <Button variant="outline" size="sm" disabled>
        {text}
      </Button>
    );
  return (
    <Bar as="nav" aria-label={label} align="center" justify="between" gap="sm" wrap>
      {step(page - 1, 'Previous', 'prev')}
      <Text tone="muted" size="sm">
        Page {page} of {pageCount}
        {total !== undefined && ` · ${total} in all`}
      </Text>
      {step(page + 1, 'Next', 'next')}
    </Bar>
  );
}
