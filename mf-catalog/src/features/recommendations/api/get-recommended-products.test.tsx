import { screen, within } from '@testing-library/react';
import { aProduct, mockApi, serverRenderThenHydrate, type MockAnswer } from 'shared-ui/testing';
import type { ProductListResponse } from 'shared-ui/types';
import type * as RecommendationsModule from '../components/recommendations';
import { RECOMMENDED_PRODUCT_NAMES } from '../recommendation-data';

function answerByName(request: Request): MockAnswer<ProductListResponse> {
  const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
  return [200, { products: [aProduct({ name: keyword })], page: 1, pages: 1, total: 1 }];
}

beforeEach(() => localStorage.clear());

describe('recommended products', () => {
  it('are read on the server and come in the page: after the skeleton second they show with no call', async () => {
    const { calls } = mockApi({ 'GET /api/products': answerByName });
    const { answers, hydrationProblems } = await serverRenderThenHydrate(() => {
      const { Recommendations } = require('../components/recommendations') as typeof RecommendationsModule;
      return <Recommendations />;
    });
    expect(hydrationProblems).toEqual([]);
    const inlined = Object.entries(answers).find(([key]) => key.startsWith('["recommended-products"'));
    expect((inlined?.[1] as { name: string }[]).map((product) => product.name)).toEqual(RECOMMENDED_PRODUCT_NAMES.general);

    const callsBefore = calls.length;
    const section = screen.getByRole('region', { name: 'You might also like' });
    // Skeletons for one second (spec §4), as on the server, then the picks from the page.
    expect(within(section).getAllByTestId('product-skeleton')).toHaveLength(6);
    expect(await within(section).findAllByRole('article', {}, { timeout: 3000 })).toHaveLength(6);
    expect(calls.length).toBe(callsBefore);
  });
});
