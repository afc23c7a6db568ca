import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { createShopStore, ShopStateProvider } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';
import { renderFragment, THEME_BEFORE_PAINT_CSS, THEME_BEFORE_PAINT_SCRIPT, type FirstViewFragment } from 'shared-ui/first-view';
import { AppLayout } from '../layout/app-layout';
import { BREADCRUMBS_HIDDEN_ON, BreadcrumbTrail } from '../layout/breadcrumbs/breadcrumbs';
import { FIRST_VIEW_TAPS_CSS, KEEP_FIRST_VIEW_TAPS_SCRIPT } from './first-view-taps';

/** Where the route's own first view goes; the server splits the chrome here. */
export const ROUTE_SLOT = '<template data-route-slot=""></template>';

/**
 * The chrome, and the breadcrumb trail's box for the pages that have one: the server puts it between
 * the header and <main> on every other path, so the page does not move down when React's trail
 * appears (its crumbs fill in then; it is one line whatever they are).
 */
export interface ChromeFragment extends FirstViewFragment {
  breadcrumbs: { html: string; hiddenOn: string[] };
}

/**
 * The shell's chrome as a first visit sees it (signed out, empty cart, light theme), rendered at
 * build time into shell/dist/first-view-chrome.json: the layout of `/` (no breadcrumbs) around a
 * slot for the route. The server puts it in the page so the header paints before any JavaScript
 * runs; React's first render replaces it in place.
 */
export function renderFirstViewFragments(): Record<string, ChromeFragment> {
  const chrome = renderFragment(
    <ShopStateProvider store={createShopStore()}>
      <ShopThemeProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<template data-route-slot="" />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ShopThemeProvider>
    </ShopStateProvider>,
    'shell-first-view-',
  );
  if (!chrome.html.includes(ROUTE_SLOT)) throw new Error('the shell chrome has no route slot');
  const trail = renderFragment(
    <ShopStateProvider store={createShopStore()}>
      <ShopThemeProvider>
        <MemoryRouter initialEntries={['/']}>
          <BreadcrumbTrail>
            <li>
              <Link to="/">Home</Link>
            </li>
          </BreadcrumbTrail>
        </MemoryRouter>
      </ShopThemeProvider>
    </ShopStateProvider>,
    'shell-first-view-trail-',
  );
  return {
    'first-view-chrome.json': {
      ...chrome,
      css: `${chrome.css}\n${trail.css}\n${THEME_BEFORE_PAINT_CSS}\n${FIRST_VIEW_TAPS_CSS}`,
      // The theme before the first paint; then every tap on the route's markup is kept until React has the page.
      script: `${THEME_BEFORE_PAINT_SCRIPT}\n${KEEP_FIRST_VIEW_TAPS_SCRIPT}`,
      breadcrumbs: { html: trail.html, hiddenOn: BREADCRUMBS_HIDDEN_ON },
    },
  };
}
