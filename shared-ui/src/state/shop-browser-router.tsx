import { startTransition, useState, type ReactNode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  type Navigator,
} from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
/** How the router changes the location: with the navigation's options (`navigate(to, options)`). */
type LocationChange = Navigator['push'];

/**
 * The browser's history, with every navigation made as a transition: React renders the next page
 * in slices between which the browser paints, so the tap that asked for it is answered at once
 * (rendered in the tap's own task, a listing's next twelve cards held its paint for 150-220 ms at
 * 4x CPU slowdown). A navigation asked with `flushSync: true` is rendered at once instead, as the
 * data routers do it: sign-out leaves a signed-in page before the session is cleared (useSignOut).
 * Back and forward come from the browser, not from here, and render at once.
 */
function createTransitionHistory(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  const inTransition =
    (change: LocationChange): LocationChange =>
    (to, state, options) => {
      if (options?.flushSync) change(to, state);
      else startTransition(() => change(to, state));
    };
  history.push = inTransition(history.push);
  history.replace = inTransition(history.replace);
  return history;
}

/** The router of every page the browser renders (the shop, a slice's standalone page). */
export function ShopBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createTransitionHistory);
  // Location changes are plain updates here: the history above decides which are transitions.
  return (
    <HistoryRouter history={history} useTransitions={false}>
      {children}
    </HistoryRouter>
  );
}
