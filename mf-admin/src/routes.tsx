import type { SliceRoute } from 'shared-ui/types';
import { AuditPage } from './features/audit/components/audit-page';
import { CustomerPage } from './features/customers/components/customer-page';
import { CustomersPage } from './features/customers/components/customers-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { OrderPage } from './features/orders/components/order-page';
import { OrdersPage } from './features/orders/components/orders-page';
import { ProductEditPage } from './features/products/components/product-edit-page';
import { ProductsPage } from './features/products/components/products-page';
import { ReviewsPage } from './features/reviews/components/reviews-page';

// Every page checks for staff itself (AdminPage): the shell mounts each route on its own.
export const routes: SliceRoute[] = [
  { path: '/admin', element: <DashboardPage /> },
  { path: '/admin/orders', element: <OrdersPage /> },
  { path: '/admin/orders/:id', element: <OrderPage /> },
  { path: '/admin/products', element: <ProductsPage /> },
  { path: '/admin/products/new', element: <ProductEditPage /> },
  { path: '/admin/products/:id', element: <ProductEditPage /> },
  { path: '/admin/reviews', element: <ReviewsPage /> },
  { path: '/admin/customers', element: <CustomersPage /> },
  { path: '/admin/customers/:id', element: <CustomerPage /> },
  { path: '/admin/audit', element: <AuditPage /> },
];
