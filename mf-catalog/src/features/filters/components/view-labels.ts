import type { ListingViewMode } from 'shared-ui/state';

export const VIEW_LABELS: Record<ListingViewMode, string> = { asymmetric: 'Asymmetric', grid: 'Grid', list: 'List' };
