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

/**
 * The live re-check's news for a summary, in one status region that is always present (so screen
 * readers announce what arrives): that it is checking, then how many lines changed.
 */
export function StockCheckStatus({ checking = false, changedCount }: { checking?: boolean; changedCount: number }) {
  return (
    <div role="status">
      {checking && (
        <Text as="p" tone="muted" size="sm">
          Checking current stock and prices…
        </Text>
      )}
      {changedCount > 0 && (
        <Text as="p" size="sm" weight="semibold">
          {changedCount === 1
            ? 'One item changed since it was added: see the note beside it.'
            : `${changedCount} items changed since they were added: see the notes beside them.`}
        </Text>
      )}
    </div>
  );
}

/** Under a summary whose figures leave out the lines the live re-check blocked: says how many. */
export function LeftOutLinesNote({ count, figure }: { count: number; figure: 'total' | 'estimate' }) {
  if (count === 0) return null;
  return (
    <Text as="p" size="sm" weight="semibold">
      {count === 1
        ? `The ${figure} leaves out the item that is no longer available.`
        : `The ${figure} leaves out the ${count} items that are no longer available.`}
    </Text>
  );
}
