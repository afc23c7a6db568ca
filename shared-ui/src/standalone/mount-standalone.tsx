import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { SessionEndedRedirect, ShopStateProvider, connectApiClientToStore, shopStore } from 'shared-ui/state';
import { ShopThemeProvider, space } from 'shared-ui/design';
import type { SliceRoute } from 'shared-ui/types';

const DevBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  padding: ${space.sm} ${space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
`;

/**
 * A slice on its own page, with the same providers the shell gives it, so its team can work and
 * test without the shell. Paths with parameters are listed with a sample value.
 */
export function mountStandalone(sliceName: string, routes: SliceRoute[], samplePaths: Record<string, string> = {}) {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  connectApiClientToStore(shopStore);
  createRoot(root).render(
    <ShopStateProvider>
      <ShopThemeProvider>
        {/* Router updates as plain state, as the shell's flushSync sign-out expects. */}
        <BrowserRouter useTransitions={false}>
          <SessionEndedRedirect />
          <DevBar aria-label={`${sliceName} pages`}>
            <strong>{sliceName} (standalone)</strong>
            {routes.map((route) => {
              const to = samplePaths[route.path] ?? route.path;
              return (
                <Link key={route.path} to={to}>
                  {to}
                </Link>
              );
            })}
          </DevBar>
          <main>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              <Route path="*" element={<p>Not a page of {sliceName}.</p>} />
            </Routes>
          </main>
        </BrowserRouter>
      </ShopThemeProvider>
    </ShopStateProvider>,
  );
}
