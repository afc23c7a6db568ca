/** The values GET /api/products filters and sorts on, with the labels the listing shows (spec §2, §9). */
import { CATEGORY_LABELS } from 'shared-ui/format';
import type { Availability, Category, Sort } from 'shared-ui/pricing';

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

const categoryOption = (value: Category): Option<Category> => ({ value, label: CATEGORY_LABELS[value] });

/** The category strip: All plus the six shop categories. */
export const STRIP_CATEGORIES: Option<Category | ''>[] = [
  { value: '', label: 'All' },
  ...(['electronics', 'fashion', 'home', 'sports', 'books', 'beauty'] as const).map(categoryOption),
];

/** The advanced filter dialog offers eight categories (spec §9). */
export const FILTER_CATEGORIES: Option<Category>[] = [
  ...(STRIP_CATEGORIES.slice(1) as Option<Category>[]),
  ...(['toys', 'automotive'] as const).map(categoryOption),
];

export const BRANDS: Option[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'samsung', label: 'Samsung' },
  { value: 'nike', label: 'Nike' },
  { value: 'adidas', label: 'Adidas' },
  { value: 'sony', label: 'Sony' },
  { value: 'lg', label: 'LG' },
  { value: 'hp', label: 'HP' },
  { value: 'dell', label: 'Dell' },
];

export const DEFAULT_SORT = 'featured';

/** The sort control's six options; the dialog adds the two name orders. */
export const SORTS: Option<Sort>[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest First' },
  { value: 'rating', label: 'Best Rating' },
  { value: 'popular', label: 'Most Popular' },
];

export const DIALOG_SORTS: Option<Sort>[] = [
  ...SORTS,
  { value: 'name_asc', label: 'Name: A to Z' },
  { value: 'name_desc', label: 'Name: Z to A' },
];

export const AVAILABILITY = [
  { value: 'all', label: 'All products' },
  { value: 'in_stock', label: 'In Stock' },
  { value: 'on_sale', label: 'On Sale' },
  { value: 'new_arrivals', label: 'New Arrivals' },
] as const satisfies Option<Availability>[];
export type { Availability };

export const RATINGS = [4, 3, 2, 1] as const;

/** Quick price buttons: under 50, 50-100, 100-250, over 250. */
export const PRICE_PRESETS: { label: string; minPrice: string; maxPrice: string }[] = [
  { label: 'Under $50', minPrice: '', maxPrice: '50' },
  { label: '$50 - $100', minPrice: '50', maxPrice: '100' },
  { label: '$100 - $250', minPrice: '100', maxPrice: '250' },
  { label: 'Over $250', minPrice: '250', maxPrice: '' },
];

export function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
