import styled from 'styled-components';
import { Badge } from './badge';
import { Text } from './text';
import { space } from './theme-tokens';
import { formatPrice } from 'shared-ui/format';
import type { CartLineCheck } from 'shared-ui/state';

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs};
  margin: ${space.xs} 0;
`;

export const BLOCKED_LABELS = { gone: 'No longer available', 'out-of-stock': 'Out of stock' } as const;

/** What the live re-check found for one line, in words next to it. */
export function StockNotes({ check }: { check: CartLineCheck | undefined }) {
  if (!check) return null;
  return (
    <Notes>
      {check.blocked && (
        <Badge tone="danger" size="sm">
          {BLOCKED_LABELS[check.blocked]}
        </Badge>
      )}
      {check.qtyLowered && (
        <Text size="sm" weight="semibold">
          Only {check.qtyLowered.to} left — quantity lowered
        </Text>
      )}
      {check.priceChanged && (
        <Text size="sm" weight="semibold">
          Price changed from {formatPrice(check.priceChanged.from)} to {formatPrice(check.priceChanged.to)}
        </Text>
      )}
    </Notes>
  );
}
