import { mountStandalone } from 'shared-ui/standalone';
import { routes } from './routes';

// Sample ids of the mock back office (shared-ui/testing), so the bar's links open a page with `?mock`.
mountStandalone('mf-admin', routes, {
  '/admin/orders/:id': '/admin/orders/64f0ba5e0000000000000001',
  '/admin/products/:id': '/admin/products/64f0c0ffee00000000000003',
  '/admin/customers/:id': '/admin/customers/mock-shopper',
});
