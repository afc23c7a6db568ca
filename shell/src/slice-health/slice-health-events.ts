import type { SliceHealthEvent } from 'shared-ui/types';

// What went wrong with slices in this page view, kept until the page's beacon takes it (the release
// health that canary decisions read). Remote loading and the slices' error boundaries record here; the
// web-vitals reporter sends it. Bounded, so a failure loop cannot grow it.
/** the contract's MAX_SLICE_HEALTH_EVENTS (not imported: shared-ui/contract brings TypeBox into the page) */
const MAX_SLICE_HEALTH_EVENTS = 20;
let pending: SliceHealthEvent[] = [];
const ranReleases = new Map<string, string>();

/** Notes a load failure, render error or fallback; repeats of the same event in a page view count once. */
export function recordSliceEvent(event: SliceHealthEvent): void {
  const same = (other: SliceHealthEvent) =>
    other.kind === event.kind && other.slice === event.slice && other.release === event.release && other.stage === event.stage;
  if (pending.length >= MAX_SLICE_HEALTH_EVENTS || pending.some(same)) return;
  pending.push(event);
}

/** Notes which release of a slice this page view ran (the live one, or the previous after a fallback). */
export function recordSliceRelease(slice: string, release: string): void {
  ranReleases.set(slice, release);
}

/** The events and releases noted since the last call (the reporter sends them once). */
export function takeSliceHealth(): { events: SliceHealthEvent[]; releases: Record<string, string> } {
  const events = pending;
  pending = [];
  return { events, releases: Object.fromEntries(ranReleases) };
}
