import { BrowserRouter } from 'react-router-dom';
import { ShopStateProvider } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';
import type { Slice } from './remotes/slices';
import { ShopRoutes } from './router';

/** @param slices the route table read from /remotes.json at start-up (null: it could not be read) */
export function App({ slices }: { slices: Slice[] | null }) {
  return (
    <ShopStateProvider>
      <ShopThemeProvider>
        {/* Location changes are plain state updates, not transitions: sign-out (shared-ui/state)
            leaves a signed-in page before the session is cleared, so its guard never sees both. */}
        <BrowserRouter useTransitions={false}>
          <ShopRoutes slices={slices} />
        </BrowserRouter>
      </ShopThemeProvider>
    </ShopStateProvider>
  );
}
