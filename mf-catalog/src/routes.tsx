import type { SliceRoute } from 'shared-ui/types';
import { ProductListing } from './features/listing/components/product-listing';

export const routes: SliceRoute[] = [
  { path: '/', element: <ProductListing title="Discover our products" /> },
  { path: '/classic', element: <ProductListing title="Classic catalogue" skeletonCount={12} /> },
];
