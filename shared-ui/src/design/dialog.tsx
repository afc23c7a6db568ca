import { useDeferredValue, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { radius, space } from './theme-tokens';
import { useModalFocus } from './use-modal-focus';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgb(0 0 0 / 0.55);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 5vh ${space.md};
  overflow-y: auto;
`;

export const DIALOG_SIZES = ['md', 'lg'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];
const panelWidths = { md: '640px', lg: '960px' } as const satisfies Record<DialogSize, string>;

const Panel = styled.div<{ $size: DialogSize }>`
  width: min(100%, ${({ $size }) => panelWidths[$size]});
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${space.lg};
  box-shadow: 0 20px 60px rgb(0 0 0 / 0.35);
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space.md};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const CloseButton = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  width: 40px;
  height: 40px;
  border-radius: ${radius.md};
  cursor: pointer;
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading and accessible name. */
  title: string;
  /** Panel width: md (the default) for forms and quick views, lg for a large picture. */
  size?: DialogSize;
  children: ReactNode;
}

/**
 * Modal dialog: focus moves in and is trapped, Escape, the close button and a click outside close
 * it, page scroll is locked while open, and focus returns to where it was.
 */
export function Dialog({ open, onClose, title, size = 'md', children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(open, panelRef, onClose);
  // The tap that opens a dialog is answered by its frame (backdrop, title, close button) in the tap's
  // own paint; the contents render right after, in the next frame. Rendered in the tap, a quick view's
  // picture, facts and buttons held that paint for 20-40 ms at 4x CPU slowdown.
  const showContents = useDeferredValue(open, false);

  if (!open) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Without this the press would move focus to the page body after focus went back to the opener.
        event.preventDefault();
        onClose();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $size={size} data-size={size}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        {showContents && children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
