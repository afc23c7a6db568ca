import { Link } from 'react-router-dom';
import { PageContainer } from 'shared-ui/design';

export interface InfoPageEntry {
  path: string;
  title: string;
}

/** Pages linked from the header and footer whose content the spec leaves open. */
export const INFO_PAGES: InfoPageEntry[] = [
  { path: '/products', title: 'All Products' },
  { path: '/categories', title: 'Categories' },
  { path: '/deals', title: 'Deals' },
  { path: '/new', title: 'New Arrivals' },
  { path: '/support', title: 'Support' },
  { path: '/about', title: 'About Us' },
  { path: '/careers', title: 'Careers' },
  { path: '/press', title: 'Press' },
  { path: '/contact', title: 'Contact' },
  { path: '/help', title: 'Help Center' },
  { path: '/returns', title: 'Returns' },
  { path: '/size-guide', title: 'Size Guide' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/cookies', title: 'Cookie Policy' },
  { path: '/accessibility', title: 'Accessibility' },
];

export function InfoPage({ page }: { page: InfoPageEntry }) {
  return (
    <PageContainer>
      <h1>{page.title}</h1>
      <p>
        This page is being written. Meanwhile, our catalogue is open: <Link to="/">browse the shop</Link>.
      </p>
    </PageContainer>
  );
}
