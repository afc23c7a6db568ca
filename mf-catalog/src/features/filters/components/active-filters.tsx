import styled from 'styled-components';
import { Text, radius, space, borderWidth } from 'shared-ui/design';
import { formatPrice } from 'shared-ui/format';
import { AVAILABILITY, BRANDS, DEFAULT_SORT, DIALOG_SORTS, FILTER_CATEGORIES, labelOf } from '../../../api/catalog-options';
import { NO_ADVANCED_FILTERS, type AdvancedFilters, type ListingFilters } from '../../../hooks/use-listing-filters';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    padding: 2px ${space.xs} 2px 12px;
    border-radius: ${radius.pill};
    border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-size: 0.875rem;
  }
  li button {
    width: 28px;
    height: 28px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 1.1rem;
    cursor: pointer;
  }
`;

const price = (value: string) => formatPrice(Number(value));

function priceLabel(minPrice: string, maxPrice: string) {
  if (minPrice && maxPrice) return `${price(minPrice)} - ${price(maxPrice)}`;
  return minPrice ? `from ${price(minPrice)}` : `up to ${price(maxPrice)}`;
}

interface Chip {
  label: string;
  remove: () => void;
}

/** What narrows the listing right now, each with a way to remove it. */
export function ActiveFilters({
  filters,
  advanced,
  onChange,
  onAdvancedChange,
}: {
  filters: ListingFilters;
  advanced: AdvancedFilters;
  onChange: (change: Partial<Omit<ListingFilters, 'page'>>) => void;
  onAdvancedChange: (advanced: AdvancedFilters) => void;
}) {
  const chips: Chip[] = [];
  if (filters.keyword) chips.push({ label: `Search: "${filters.keyword}"`, remove: () => onChange({ keyword: '' }) });
  if (filters.category) {
    chips.push({ label: `Category: ${labelOf(FILTER_CATEGORIES, filters.category)}`, remove: () => onChange({ category: '' }) });
  }
  if (filters.sort !== DEFAULT_SORT) {
    chips.push({ label: `Sort: ${labelOf(DIALOG_SORTS, filters.sort)}`, remove: () => onChange({ sort: DEFAULT_SORT }) });
  }
  if (filters.minPrice || filters.maxPrice) {
    chips.push({
      label: `Price: ${priceLabel(filters.minPrice, filters.maxPrice)}`,
      remove: () => onChange({ minPrice: '', maxPrice: '' }),
    });
  }
  if (advanced.brands.length) {
    chips.push({
      label: `Brands: ${advanced.brands.map((brand) => labelOf(BRANDS, brand)).join(', ')}`,
      remove: () => onAdvancedChange({ ...advanced, brands: NO_ADVANCED_FILTERS.brands }),
    });
  }
  if (advanced.rating) {
    chips.push({ label: `Rating: ${advanced.rating} & Up`, remove: () => onAdvancedChange({ ...advanced, rating: 0 }) });
  }
  if (advanced.availability !== 'all') {
    chips.push({
      label: `Availability: ${labelOf(AVAILABILITY, advanced.availability)}`,
      remove: () => onAdvancedChange({ ...advanced, availability: 'all' }),
    });
  }
  if (chips.length === 0) return null;

  return (
    <Summary>
      <Text id="active-filters-label" size="sm" weight="semibold">
        Active filters:
      </Text>
      <ul aria-labelledby="active-filters-label">
        {chips.map((chip) => (
          <li key={chip.label}>
            {chip.label}
            <button type="button" aria-label={`Remove ${chip.label}`} onClick={chip.remove}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </Summary>
  );
}
