import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { container, space } from 'shared-ui/design';
import { useBreadcrumbLabel } from 'shared-ui/state';

const FRIENDLY_NAMES: Record<string, string> = {
  product: 'Product',
  cart: 'Shopping Cart',
  wishlist: 'Wishlist',
  profile: 'My Profile',
  myorders: 'My Orders',
  shipping: 'Shipping',
  payment: 'Payment',
  placeorder: 'Place Order',
  order: 'Order',
  classic: 'Classic',
  category: 'Category',
  'size-guide': 'Size Guide',
};

/** Segments that are not pages themselves link to the page that lists them. */
const SEGMENT_TARGETS: Record<string, string> = { product: '/', order: '/myorders', category: '/' };

/** Pages without a trail. */
const HIDDEN_ON = new Set(['/', '/login', '/register']);

/** Known segments get friendly names; others are title-cased with hyphens as spaces (spec §2). */
export function segmentLabel(segment: string): string {
  const decoded = decodeURIComponent(segment);
  return (
    FRIENDLY_NAMES[decoded] ??
    decoded
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

const Nav = styled.nav`
  max-width: ${container.max};
  margin: 0 auto;
  padding: ${space.sm} ${space.md} 0;
  font-size: 0.9rem;
  ol {
    list-style: none;
    display: flex;
    gap: 6px;
    margin: 0;
    padding: 0;
    white-space: nowrap;
  }
  li {
    flex: none;
  }
  /* One line always: a long last crumb (a product's name arriving after its id) is cut, never wrapped,
     so the page below does not move. */
  li:last-child {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li + li::before {
    content: '/';
    margin-right: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The trail's box: one line under the header, whatever its crumbs. */
export function BreadcrumbTrail({ children }: { children: ReactNode }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>{children}</ol>
    </Nav>
  );
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  // A page that knows a better name for itself than its URL (a product's name) sets it.
  const pageLabel = useBreadcrumbLabel();
  if (HIDDEN_ON.has(pathname)) return null;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  return (
    <BreadcrumbTrail>
      <li>
        <Link to="/">Home</Link>
      </li>
      {segments.map((segment, index) => {
        const isLast = index === segments.length - 1;
        const label = isLast && pageLabel ? pageLabel : segmentLabel(segment);
        return (
          <li key={index} aria-current={isLast ? 'page' : undefined}>
            {isLast ? label : <Link to={SEGMENT_TARGETS[segment] ?? `/${segments.slice(0, index + 1).join('/')}`}>{label}</Link>}
          </li>
        );
      })}
    </BreadcrumbTrail>
  );
}
