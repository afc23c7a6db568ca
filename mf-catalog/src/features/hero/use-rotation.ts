import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which slide shows, moving on every `intervalMs` unless paused. A pause keeps the time already
 * spent: on resume the slide gets only what was left. The previous slide is reported for
 * `transitionMs` so it can fade out.
 */
export function useRotation({
  count,
  intervalMs,
  transitionMs,
  paused,
}: {
  count: number;
  intervalMs: number;
  transitionMs: number;
  paused: boolean;
}) {
  const [{ index, previous }, setSlides] = useState<{ index: number; previous: number | null }>({ index: 0, previous: null });
  const remaining = useRef(intervalMs);
  const restart = useRef(false);

  const goTo = useCallback(
    (next: number) => {
      restart.current = true;
      setSlides((current) => {
        const target = ((next % count) + count) % count;
        return target === current.index ? current : { index: target, previous: current.index };
      });
    },
    [count],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    const startedAt = Date.now();
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      goTo(index + 1);
    }, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = fired || restart.current ? intervalMs : Math.max(0, remaining.current - (Date.now() - startedAt));
      restart.current = false;
    };
  }, [paused, count, index, intervalMs, goTo]);

  useEffect(() => {
    if (previous === null) return;
    const timer = setTimeout(() => setSlides((current) => ({ ...current, previous: null })), transitionMs);
    return () => clearTimeout(timer);
  }, [previous, transitionMs]);

  return { index, previous, goTo };
}
