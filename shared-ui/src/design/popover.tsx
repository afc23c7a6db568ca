import { useEffect, useRef, type HTMLAttributes, type Ref, type RefObject } from 'react';
import styled from 'styled-components';
import { radius, space } from './theme-tokens';

export const POPOVER_ALIGNS = ['end', 'start', 'stretch'] as const;
export const POPOVER_WIDTHS = ['auto', 'menu', 'panel'] as const;
export const POPOVER_OFFSETS = ['md', 'sm'] as const;
export type PopoverAlign = (typeof POPOVER_ALIGNS)[number];
export type PopoverWidth = (typeof POPOVER_WIDTHS)[number];
export type PopoverOffset = (typeof POPOVER_OFFSETS)[number];

/** Which edges of the anchor the popover lines up with. */
const alignments = {
  end: { left: 'auto', right: '0' },
  start: { left: '0', right: 'auto' },
  stretch: { left: '0', right: '0' },
} as const satisfies Record<PopoverAlign, { left: string; right: string }>;

/** auto: as wide as the anchor or the content; menu: a list of links; panel: a few lines of text, never wider than a phone. */
const widths = {
  auto: { width: 'auto', minWidth: '0' },
  menu: { width: 'auto', minWidth: '220px' },
  panel: { width: 'min(340px, calc(100vw - 24px))', minWidth: '0' },
} as const satisfies Record<PopoverWidth, { width: string; minWidth: string }>;

/** The gap between the anchor and the popover: sm for a popover opened on hover, so the pointer crosses it quickly. */
const offsets = { md: '6px', sm: space.xs } as const satisfies Record<PopoverOffset, string>;

const Surface = styled.div<{ $align: PopoverAlign; $width: PopoverWidth; $offset: PopoverOffset }>`
  position: absolute;
  z-index: 60;
  top: calc(100% + ${({ $offset }) => offsets[$offset]});
  left: ${({ $align }) => alignments[$align].left};
  right: ${({ $align }) => alignments[$align].right};
  width: ${({ $width }) => widths[$width].width};
  min-width: ${({ $width }) => widths[$width].minWidth};
  padding: ${space.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.md};
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.2);
  /* A popover opened on hover owns the gap under its anchor, so moving the pointer down does not leave it. */
  &[data-offset='sm']::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: -6px;
    height: 6px;
  }
`;

/** Why a popover was dismissed: its owner may decide what else happens (the popover already moved focus on Escape). */
export type DismissReason = 'escape' | 'outside-click' | 'focus-left';

export interface DismissOptions {
  /** Only an open popup listens. */
  open: boolean;
  /** The popup and its trigger: presses and focus inside it do not dismiss. */
  containerRef: RefObject<HTMLElement | null>;
  onDismiss: (reason: DismissReason) => void;
}

/**
 * The one way a popup closes: Escape, a press outside `containerRef`, or focus moving elsewhere
 * (Tab past the last item). For popups whose markup is not a `<Popover>`.
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

/** The positioned box a popover hangs from: wrap the trigger and the `<Popover>` in it. */
export const PopoverAnchor = styled.div`
  position: relative;
`;

export interface PopoverProps extends HTMLAttributes<HTMLElement> {
  /** Shown when true; kept in the page (hidden) when false, so `aria-controls` always names it. */
  open: boolean;
  /** Called on Escape, a press outside `anchorRef`, or focus leaving it. */
  onDismiss: (reason: DismissReason) => void;
  /** The element holding the trigger and the popover (usually a `PopoverAnchor`): presses and focus inside it keep the popover open. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Where focus goes back on Escape when it was inside the anchor: the trigger. Leave out when focus never leaves the trigger (a combobox). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Edges of the anchor to line up with; defaults to end (right). */
  align?: PopoverAlign;
  /** Width: auto (the default), menu or panel. */
  width?: PopoverWidth;
  /** Gap under the anchor; defaults to md. */
  offset?: PopoverOffset;
  /** The element: a `section` for a titled panel (name it with aria-labelledby); defaults to div. */
  as?: 'div' | 'section';
  ref?: Ref<HTMLElement>;
}

/**
 * The raised surface that drops below a trigger (a menu of links, a listbox of suggestions, a panel
 * of news), with one way to close it: Escape (focus back to `returnFocusRef`), a press outside the
 * anchor, or focus leaving it. Semantics stay the caller's: it passes the role, name and id
 * (`role="listbox"` inside, `aria-labelledby` on a section, `aria-controls` on its trigger).
 */
export function Popover({
  open,
  onDismiss,
  anchorRef,
  returnFocusRef,
  align = 'end',
  width = 'auto',
  offset = 'md',
  as = 'div',
  ref,
  ...props
}: PopoverProps) {
  useDismiss({
    open,
    containerRef: anchorRef,
    onDismiss: (reason) => {
      if (reason === 'escape' && anchorRef.current?.contains(document.activeElement)) returnFocusRef?.current?.focus();
      onDismiss(reason);
    },
  });
  return (
    <Surface
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      data-align={align}
      data-offset={offset}
      $align={align}
      $width={width}
      $offset={offset}
      {...props}
    />
  );
}
