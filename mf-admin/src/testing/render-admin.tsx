import { Route, Routes } from 'react-router-dom';
import { LocationProbe, renderWithShop } from 'shared-ui/testing';
import { routes } from '../routes';

/** The slice's pages at `route`, as the shell mounts them, with a probe of the current location. */
export function renderAdmin(route: string) {
  return renderWithShop(
    <>
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
        <Route path="/login" element={<h1>Sign In</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}
