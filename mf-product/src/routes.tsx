import type { SliceRoute } from 'shared-ui/types';
import { ProductPage } from './features/product-detail/components/product-page';

export const routes: SliceRoute[] = [{ path: '/product/:id', element: <ProductPage /> }];
