import { atom } from 'jotai';

/** A page's own name for the path it is on: the shell shows it as the last breadcrumb. */
export interface PageLabel {
  path: string;
  label: string;
}

const pageLabelBaseAtom = atom<PageLabel | null>(null);

export const pageLabelAtom = atom((get) => get(pageLabelBaseAtom));

export const setPageLabelAtom = atom(null, (_get, set, pageLabel: PageLabel) => set(pageLabelBaseAtom, pageLabel));

/** Clears the label of `path` only: a page leaving after the next one named itself must not erase that name. */
export const clearPageLabelAtom = atom(null, (get, set, path: string) => {
  if (get(pageLabelBaseAtom)?.path === path) set(pageLabelBaseAtom, null);
});
