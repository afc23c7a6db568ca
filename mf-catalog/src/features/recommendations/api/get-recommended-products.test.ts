import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECOMMENDED_PRODUCT_NAMES } from '../recommendation-data';
import { nameLookupSearchParams } from './get-recommended-products';

describe('recommended products', () => {
  it("asks the server to put the general picks' look-ups in the home page's first view, so the page needs no API call for them", () => {
    const { shophub } = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'package.json'), 'utf8')) as {
      shophub: { firstView: Record<string, { data: string[] }> };
    };
    const lookups = RECOMMENDED_PRODUCT_NAMES.general.map((name) => `/api/products?${nameLookupSearchParams(name).toString()}`);

    expect(shophub.firstView['/']!.data).toEqual(expect.arrayContaining(lookups));
  });
});
