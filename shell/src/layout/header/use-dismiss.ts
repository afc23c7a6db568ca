import { useEffect, useRef, type RefObject } from 'react';

/** Why a popup was dismissed: the owner decides where focus goes (back to its button on Escape). */
export type DismissReason = 'escape' | 'outside-click' | 'focus-left';

export interface DismissOptions {
  /** Only an open popup listens. */
  open: boolean;
  /** The popup and its trigger: presses and focus inside it do not dismiss. */
  containerRef: RefObject<HTMLElement | null>;
  onDismiss: (reason: DismissReason) => void;
}

/**
 * The one way the header's popups (search suggestions, user menu, notifications) close: Escape,
 * a press outside, or focus moving elsewhere (Tab past the last item).
 */
export function useDismiss({ open, containerRef, onDismiss }: DismissOptions): void {
  // The latest callback is called; a new closure on each render must not re-subscribe.
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !containerRef.current?.contains(target);
    const onMouseDown = (event: MouseEvent) => {
      if (isOutside(event.target)) onDismissRef.current('outside-click');
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) onDismissRef.current('focus-left');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismissRef.current('escape');
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, containerRef]);
}
