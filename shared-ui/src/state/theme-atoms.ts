import { atom } from 'jotai';
import { STORAGE_KEYS, readStored, writeStored } from './storage';
import type { ShopStore } from './shop-store';

/** null while the shopper has made no choice: then the system preference rules (spec §4). */
const savedDarkModeAtom = atom<boolean | null>(null);
const systemPrefersDarkBaseAtom = atom(false);

export const isDarkAtom = atom((get) => get(savedDarkModeAtom) ?? get(systemPrefersDarkBaseAtom));

export const setDarkModeAtom = atom(null, (_get, set, dark: boolean) => {
  set(savedDarkModeAtom, dark);
  writeStored(STORAGE_KEYS.darkMode, dark);
});

export const toggleThemeAtom = atom(null, (get, set) => set(setDarkModeAtom, !get(isDarkAtom)));

export const systemPrefersDarkAtom = atom(null, (_get, set, prefersDark: boolean) => {
  set(systemPrefersDarkBaseAtom, prefersDark);
});

export const DARK_MEDIA_QUERY = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_MEDIA_QUERY).matches
    : false;
}

export function loadThemePreference(store: ShopStore): void {
  store.set(
    savedDarkModeAtom,
    readStored<boolean | null>(STORAGE_KEYS.darkMode, null, (v) => typeof v === 'boolean'),
  );
  store.set(systemPrefersDarkBaseAtom, systemPrefersDark());
}
