import { useLocation } from 'react-router-dom';

/** Shows the in-memory router's URL so tests can assert where a page navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{location.pathname + location.search}</output>;
}
