import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, media, radius, space } from 'shared-ui/design';
import { SERVER_MARKUP_ATTRIBUTE } from './server-markup';
import { sliceAreaReady } from './held-taps';

/** The words a shopper sees (and a screen reader hears) over a slice that could not load. */
export const DEAD_SLICE_MESSAGE = 'Part of this page could not load.';

// Fixed at the bottom: it covers no heading or link of the kept content and moves nothing (no layout shift).
const Notice = styled.div`
  position: fixed;
  z-index: 50;
  left: 50%;
  bottom: ${space.md};
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 2 * ${space.md});
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
  ${media.atLeast('md')} {
    bottom: ${space.lg};
  }
  p {
    margin: 0;
  }
`;

/** The server's markup of the route, kept in place of the slice (RemoteSlice renders it). */
const keptMarkup = () => document.querySelector<HTMLElement>(`[${SERVER_MARKUP_ATTRIBUTE}]`);

/**
 * A slice that could not load on a page whose first view came from the server: its content stays
 * (its links are plain links and work), and this visible, non-blocking notice says so with Retry.
 * A tap on one of the markup's buttons, which cannot work without the slice, moves the focus to
 * Retry, so the shopper hears and sees why nothing happened.
 */
export function DeadSliceNotice({ onRetry }: { onRetry: () => void }) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const markup = keptMarkup();
    if (!markup) return;
    // The slice will not hydrate: taps on the kept markup are no longer held for it (held-taps.ts).
    const area = markup.closest('[data-slice-area]');
    if (area) sliceAreaReady(area);
    const onTap = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('button')) return;
      event.preventDefault();
      retry.current?.focus();
    };
    markup.addEventListener('click', onTap);
    return () => markup.removeEventListener('click', onTap);
  }, []);
  return (
    <Notice role="alert">
      <p>{DEAD_SLICE_MESSAGE}</p>
      <Button ref={retry} size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Notice>
  );
}
