/**
 * Spec §7: what to recommend is fixed in the client, not computed by the server. Entries name
 * products of the seeded catalogue (api/src/db/seed: product names are the same in every seeded
 * database, their ids are not), so the block looks each one up to link to it and sell it at
 * today's price and stock.
 */
export const RECOMMENDATION_TYPES = ['general', 'trending', 'recently_viewed'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

export const RECOMMENDATION_LABELS: Record<RecommendationType, string> = {
  general: 'Recommended for You',
  trending: 'Trending Now',
  recently_viewed: 'Recently Viewed',
};

/** Spec §9: at most 6 shown, 4 for recently viewed. */
export const RECOMMENDATION_LIMITS: Record<RecommendationType, number> = { general: 6, trending: 6, recently_viewed: 4 };

export const RECOMMENDATION_SKELETON_MS = 1000;

export const RECOMMENDED_PRODUCT_NAMES: Record<Exclude<RecommendationType, 'recently_viewed'>, string[]> = {
  general: [
    'Samsung Slim Smartwatch',
    'Tommy Hilfiger Vintage Denim Jacket Max',
    'KitchenAid Family-Size Blender Edge',
    'Spalding Lightweight Yoga Mat Mini',
    'HarperCollins Annotated Cookbook',
    "L'Oreal Sensitive-Skin Lipstick II",
  ],
  trending: [
    'Sony Elite Soundbar Pro',
    'Philips Compact Robot Vacuum',
    'Garmin Endurance GPS Running Watch S',
    'Hot Wheels Educational Race Track Set',
    'Random House Bestselling Mystery Novel Plus',
    'Puma Modern Cotton T-Shirt',
  ],
};
