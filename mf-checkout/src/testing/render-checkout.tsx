import { Route, Routes } from 'react-router-dom';
import { renderWithShop, LocationProbe } from 'shared-ui/testing';
import { routes } from '../routes';

/** Renders the slice's real routes, with stand-ins for pages other slices own. */
export function renderCheckout(route: string) {
  return renderWithShop(
    <>
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
        <Route path="*" element={<p>Another slice's page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

export const currentLocation = () => document.querySelector('output[aria-label="current location"]')?.textContent;
