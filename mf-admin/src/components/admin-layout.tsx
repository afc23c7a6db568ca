import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageHeader, media, radius, space } from 'shared-ui/design';
import { usePageMeta } from 'shared-ui/state';

/** The back office's sections, in the order of the side navigation. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/products', label: 'Catalogue', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/customers', label: 'Customers', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
] as const;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: ${space.lg};
  align-items: start;
  padding-block: ${space.lg};
  ${media.below('md')} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space.md};
    padding-block: ${space.md};
  }
`;

const SideNav = styled.nav`
  position: sticky;
  top: ${space.md};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  a {
    display: block;
    padding: ${space.sm} ${space.md};
    border-radius: ${radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.onPrimaryFill};
  }
  ${media.below('md')} {
    position: static;
    ul {
      flex-direction: row;
      flex-wrap: wrap;
      gap: ${space.xs};
    }
    a {
      padding: ${space.xs} ${space.sm};
      border: 1px solid ${({ theme }) => theme.colors.border};
      font-size: 0.9rem;
    }
  }
`;

export interface AdminPageProps {
  /** The page's h1 and document title. */
  title: string;
  intro?: string;
  actions?: ReactNode;
  /** The last breadcrumb (an order's number instead of its id). */
  breadcrumbLabel?: string;
  children: ReactNode;
}

/** Every back-office page (staff only: routes.tsx checks): the section navigation, the page's header, then its content. */
export function AdminPage({ title, intro, actions, breadcrumbLabel, children }: AdminPageProps) {
  usePageMeta({ title: `${title} · Back office`, description: 'The ShopHub back office.', breadcrumbLabel });
  return (
    <PageContainer>
      <Columns>
        <SideNav aria-label="Back office">
          <ul>
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </SideNav>
        <div>
          <PageHeader title={title} intro={intro} actions={actions} />
          {children}
        </div>
      </Columns>
    </PageContainer>
  );
}
