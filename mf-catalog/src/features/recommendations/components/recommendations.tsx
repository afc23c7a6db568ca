import { startTransition, useEffect, useMemo, useState } from 'react';
import { Flex, Heading, Text } from 'shared-ui/design';
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
    // A transition: the six cards are rendered in slices, so the page stays free to answer a tap.
    const timer = setTimeout(() => startTransition(() => setSkeletonDone(true)), RECOMMENDATION_SKELETON_MS);
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
    <Flex as="section" direction="column" gap="md" mt="xl" aria-labelledby="recommendations-heading">
      <Heading id="recommendations-heading" mt="none" mb="none">
        You might also like
      </Heading>
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
    </Flex>
  );
}
