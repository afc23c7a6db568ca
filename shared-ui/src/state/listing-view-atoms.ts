import { atom, useSetAtom } from 'jotai';
import { useShopAtomValue } from './browser-state-ready';
import { useShopStore } from './shop-state-provider';

export const LISTING_VIEW_MODES = ['asymmetric', 'grid', 'list'] as const;
export type ListingViewMode = (typeof LISTING_VIEW_MODES)[number];

// In memory on purpose: spec §9 lists every browser storage key and the view mode is not one of
// them, nor a query parameter (§2). The store lives as long as the page, so the choice survives
// navigation between routes and remounts of the catalogue.
const listingViewModeBaseAtom = atom<ListingViewMode>('asymmetric');

const setListingViewModeAtom = atom(null, (_get, set, mode: ListingViewMode) => {
  if (LISTING_VIEW_MODES.includes(mode)) set(listingViewModeBaseAtom, mode);
});

/** How the product listing lays its cards out, and the way to change it. */
export function useListingViewMode() {
  const store = useShopStore('useListingViewMode');
  return {
    viewMode: useShopAtomValue(listingViewModeBaseAtom, 'useListingViewMode'),
    setViewMode: useSetAtom(setListingViewModeAtom, { store }),
  };
}
