import { useId, type ReactNode } from 'react';
import { PRICE_PRESETS } from '../../../api/catalog-options';
import { PillGroup } from '../../../components/pill-group';
import { Field } from './filter-field';

export interface PriceRange {
  minPrice: string;
  maxPrice: string;
}

/** Min and max inputs plus the quick presets; the caller decides when a range is applied. */
export function PriceRangeFields({
  value,
  onChange,
  onPreset,
  children,
}: {
  value: PriceRange;
  onChange: (next: PriceRange) => void;
  /** A preset picked; defaults to onChange. */
  onPreset?: (next: PriceRange) => void;
  /** Shown between the inputs and the presets (the bar's Apply button). */
  children?: ReactNode;
}) {
  const minId = useId();
  const maxId = useId();
  return (
    <>
      <Field>
        <label htmlFor={minId}>Min price</label>
        <input
          id={minId}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="$0"
          value={value.minPrice}
          onChange={(event) => onChange({ ...value, minPrice: event.target.value })}
        />
      </Field>
      <Field>
        <label htmlFor={maxId}>Max price</label>
        <input
          id={maxId}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="Any"
          value={value.maxPrice}
          onChange={(event) => onChange({ ...value, maxPrice: event.target.value })}
        />
      </Field>
      {children}
      <PillGroup role="group" aria-label="Price presets">
        {PRICE_PRESETS.map((preset) => (
          <button
            key={preset.label}
            type="button"
            aria-pressed={preset.minPrice === value.minPrice && preset.maxPrice === value.maxPrice}
            onClick={() => (onPreset ?? onChange)({ minPrice: preset.minPrice, maxPrice: preset.maxPrice })}
          >
            {preset.label}
          </button>
        ))}
      </PillGroup>
    </>
  );
}
