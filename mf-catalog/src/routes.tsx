import type { SliceRoute } from 'shared-ui/types';
import { ListingPage } from './pages/listing-page';

export const routes: SliceRoute[] = [
  { path: '/', element: <ListingPage /> },
  // "All Products": the same listing under the address the header and footer link to.
  { path: '/products', element: <ListingPage /> },
  { path: '/classic', element: <ListingPage layout="classic" /> },
  // The category comes from the path; every other filter from the query string.
  { path: '/category/:name', element: <ListingPage /> },
  // The header's search lands on / with ?keyword=; /search keeps the same listing under its own name.
  { path: '/search', element: <ListingPage /> },
];
