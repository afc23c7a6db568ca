import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { connectApiClientToStore, createShopStore, type ShopStore } from 'shared-ui/state';
import type { SliceRoute } from 'shared-ui/types';
import { LocationProbe } from './location-probe';
import { ShopProviders } from './shop-providers';
import { applyScenario } from './mock-api/mock-server';
import type { MockScenario } from './mock-api/scenarios';

export interface RenderWithShopOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Starting URL for the in-memory router. */
  route?: string;
  /** A store to share between renders; a fresh one is made from localStorage otherwise. */
  store?: ShopStore;
  /**
   * A mock API scenario (`MOCK_SCENARIOS.cart['sold-out']`): its storage is written before the store
   * is made, and its handlers answer the page's calls.
   */
  scenario?: MockScenario;
}

/** Renders a slice's component the way the shell would: one store, the theme, a router. */
export function renderWithShop(
  ui: ReactElement,
  { route = '/', scenario, store: givenStore, ...options }: RenderWithShopOptions = {},
) {
  if (scenario) applyScenario(scenario);
  const store = givenStore ?? createShopStore();
  connectApiClientToStore(store);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ShopProviders store={store} route={route}>
        {children}
      </ShopProviders>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Renders a slice's routes as the shell mounts them (its `./routes` module), at the scenario's page
 * unless `route` says otherwise: `renderSliceRoutes(routes, { scenario: MOCK_SCENARIOS.cart.empty })`.
 * Other slices' pages render a stand-in; a LocationProbe shows where the page went.
 */
export function renderSliceRoutes(routes: SliceRoute[], { route, scenario, ...options }: RenderWithShopOptions = {}) {
  return renderWithShop(
    <>
      <Routes>
        {routes.map((sliceRoute) => (
          <Route key={sliceRoute.path} path={sliceRoute.path} element={sliceRoute.element} />
        ))}
        <Route path="*" element={<p>Another slice's page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: route ?? scenario?.path ?? '/', scenario, ...options },
  );
}

export {
  aProduct,
  aProductDetail,
  aProductList,
  aReview,
  aSuggestion,
  aUserInfo,
  anAddress,
  anOrder,
} from './mock-api/answer-builders';
export {
  anAdminCustomer,
  anAdminDashboard,
  anAdminOrder,
  anAdminOrderSummary,
  anAdminProduct,
  anAdminReview,
  anAuditEntry,
  summaryOf,
} from './mock-api/admin-answer-builders';
export { adminHandlers } from './mock-api/admin-handlers';
export { MOCK_STAFF, dashboardOf, manyOrders, mockBackOffice, type MockBackOffice } from './mock-api/mock-back-office';
export type { AnswerOf, ApiRoute, ErrorAnswer, MockAnswer, MockResolver } from './mock-api/api-answers';
export { API_ROUTES } from './mock-api/api-answers';
export { imageHandlers, listProducts, shopHandlers } from './mock-api/handlers';
export { answer, networkFailure } from './mock-api/typed-answer';
export { MOCK_PRODUCTS, MOCK_PRODUCT_ID, mockProductDetail } from './mock-api/mock-catalog';
export { mockApi, mockServer, requestsMade, addMockHandlers, applyScenario } from './mock-api/mock-server';
export { MOCK_SCENARIOS, scenarioHandlers, scenariosOf, type MockScenario } from './mock-api/scenarios';
export { HttpResponse, delay, http } from 'msw';
export { LocationProbe } from './location-probe';
export { tapOutsideAct } from './tap-outside-act';
export { renderClientMarkup, renderServerMarkup, type ServerMarkupOptions } from './server-markup';
export { inlineServerAnswers } from './inline-server-answers';
export { ShopProviders, type ShopProvidersProps } from './shop-providers';
export { signIn, signInAsStaff, signedInUser } from './users';
export {
  describeServerRender,
  serverRenderThenHydrate,
  slicePages,
  type ServerRenderThenHydrateOptions,
  type ServerRenderThenHydrateResult,
} from './server-render-then-hydrate';
