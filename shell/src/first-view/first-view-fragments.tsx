import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createShopStore, ShopStateProvider } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';
import { renderFragment, THEME_BEFORE_PAINT_CSS, THEME_BEFORE_PAINT_SCRIPT, type FirstViewFragment } from 'shared-ui/first-view';
import { AppLayout } from '../layout/app-layout';

/** Where the route's own first view goes; the server splits the chrome here. */
export const ROUTE_SLOT = '<template data-route-slot=""></template>';

/**
 * The shell's chrome as a first visit sees it (signed out, empty cart, light theme), rendered at
 * build time into shell/dist/first-view-chrome.json: the layout of `/` (no breadcrumbs) around a
 * slot for the route. The server puts it in the page so the header paints before any JavaScript
 * runs; React's first render replaces it in place.
 */
export function renderFirstViewFragments(): Record<string, FirstViewFragment> {
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
  return {
    'first-view-chrome.json': { ...chrome, css: `${chrome.css}\n${THEME_BEFORE_PAINT_CSS}`, script: THEME_BEFORE_PAINT_SCRIPT },
  };
}
