// The queries the API bench measures (run-bench.ts) and the per-query scripts time (filtered-per-query.ts).

// What shoppers type: product types, brands, materials; common words (thousands of matches) and rare ones.
export const KEYWORDS = [
  'wireless',
  'headphones',
  'laptop',
  'sony',
  'apple',
  'samsung',
  'coffee',
  'shoes',
  'jacket',
  'camera',
  'lamp',
  'blender',
  'yoga mat',
  'board game',
  'novel',
  'serum',
  'dash cam',
  'keyboard',
  'vacuum',
  'cotton',
  'smartwatch',
  'puzzle',
  'perfume',
  'running',
  'gaming mouse',
  'air fryer',
  'bike rack',
  'leather',
  'oled',
  'hoodie',
];
export const CATEGORIES = ['electronics', 'fashion', 'home', 'sports', 'books', 'beauty', 'toys', 'automotive'];
export const SORTS = ['featured', 'price_asc', 'price_desc', 'newest', 'rating', 'popular', 'name_asc', 'name_desc'];
export const PRICE_RANGES: [number, number][] = [
  [0, 25],
  [10, 50],
  [25, 100],
  [50, 200],
  [50, 500],
  [100, 1000],
];
/** The sorts of the filtered scenario (category + price range + sort). */
export const FILTERED_SORTS = ['featured', 'price_asc', 'rating'];
