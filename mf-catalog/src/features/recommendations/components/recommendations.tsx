import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Text, space } from 'shared-ui/design';
import { useRecentlyViewed } from 'shared-ui/state';
import { ProductCard } from '../../../components/product-card';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import { PillGroup } from '../../../components/pill-group';
import { useRecommendedProducts, type RecommendedProductRef } from '../api/get-recommended-products';
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATION_LIMITS,
  RECOMMENDATION_SKELETON_MS,
  RECOMMENDED_PRODUCT_NAMES,
  type RecommendationType,
} from '../recommendation-data';

const Section = styled.section`
  margin-top: ${space.xl};
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  h2 {
    margin: 0;
  }
`;

/**
 * Spec §4: skeletons for one second, then the items. General and trending picks are fixed in the
 * client; recently viewed comes from this browser's `recentlyViewed`.
 */
export function Recommendations() {
  const { productIds: recentlyViewed } = useRecentlyViewed();
  const types: RecommendationType[] = recentlyViewed.length
    ? ['general', 'trending', 'recently_viewed']
    : ['general', 'trending'];
  const [chosen, setChosen] = useState<RecommendationType>('general');
  const type = types.includes(chosen) ? chosen : 'general';
  const [skeletonDone, setSkeletonDone] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSkeletonDone(true), RECOMMENDATION_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  const refs = useMemo<RecommendedProductRef[]>(() => {
    const limit = RECOMMENDATION_LIMITS[type];
    if (type === 'recently_viewed') return recentlyViewed.slice(0, limit).map((id) => ({ id }));
    return RECOMMENDED_PRODUCT_NAMES[type].slice(0, limit).map((name) => ({ name }));
  }, [type, recentlyViewed]);

  // The look-ups wait for the skeleton second: the listing's own request and images go first.
  const state = useRecommendedProducts(refs, { enabled: skeletonDone });
  const loading = !skeletonDone || state.status === 'pending';

  return (
    <Section aria-labelledby="recommendations-heading">
      <h2 id="recommendations-heading">You might also like</h2>
      <PillGroup role="group" aria-label="Recommendations">
        {types.map((option) => (
          <button key={option} type="button" aria-pressed={option === type} onClick={() => setChosen(option)}>
            {RECOMMENDATION_LABELS[option]}
          </button>
        ))}
      </PillGroup>
      {loading && (
        <ProductGridSkeleton viewMode="grid" compact count={RECOMMENDATION_LIMITS[type]} label="Loading recommendations" />
      )}
      {!loading && state.status === 'error' && <Text tone="muted">Recommendations are unavailable right now.</Text>}
      {!loading && state.status === 'success' && (
        <ProductGrid viewMode="grid" compact>
          {state.data.map((product) => (
            <ProductCard key={product._id} product={product} />
          ))}
        </ProductGrid>
      )}
    </Section>
  );
}
