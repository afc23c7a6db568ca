import type { ReactElement } from 'react';
import type { SliceRoute } from 'shared-ui/types';
import { RequireStaff } from './components/require-staff';
import { AuditPage } from './features/audit/components/audit-page';
import { CustomerPage } from './features/customers/components/customer-page';
import { CustomersPage } from './features/customers/components/customers-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { OrderPage } from './features/orders/components/order-page';
import { OrdersPage } from './features/orders/components/orders-page';
import { ProductEditPage } from './features/products/components/product-edit-page';
import { ProductsPage } from './features/products/components/products-page';
import { ReviewsPage } from './features/reviews/components/reviews-page';

// The shell mounts each route on its own, so each checks for staff itself, around the page: a page reads
// from the API as it mounts, and a visitor's or a customer's browser must not ask.
const staffOnly = (page: ReactElement) => <RequireStaff>{page}</RequireStaff>;

export const routes: SliceRoute[] = [
  { path: '/admin', element: staffOnly(<DashboardPage />) },
  { path: '/admin/orders', element: staffOnly(<OrdersPage />) },
  { path: '/admin/orders/:id', element: staffOnly(<OrderPage />) },
  { path: '/admin/products', element: staffOnly(<ProductsPage />) },
  { path: '/admin/products/new', element: staffOnly(<ProductEditPage />) },
  { path: '/admin/products/:id', element: staffOnly(<ProductEditPage />) },
  { path: '/admin/reviews', element: staffOnly(<ReviewsPage />) },
  { path: '/admin/customers', element: staffOnly(<CustomersPage />) },
  { path: '/admin/customers/:id', element: staffOnly(<CustomerPage />) },
  { path: '/admin/audit', element: staffOnly(<AuditPage />) },
];
