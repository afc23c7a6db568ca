import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { borderWidth, radius, space } from 'shared-ui/design';
// Relative, not through shared-ui/design: this subpath bundles its own copy, so it also runs under a live
// shell whose shared-ui/design predates the hook.
import { useModalFocus } from '../design/use-modal-focus';

const rise = keyframes`from { transform: translateY(100%); } to { transform: translateY(0); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgb(0 0 0 / 0.55);
  display: flex;
  align-items: flex-end;
  justify-content: center;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(100%, 640px);
  max-height: min(88vh, 88dvh);
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
  border-radius: ${radius.lg} ${radius.lg} 0 0;
  box-shadow: 0 -12px 40px rgb(0 0 0 / 0.3);
  animation: ${rise} 200ms ease-out;
  &::before {
    content: '';
    align-self: center;
    flex-shrink: 0;
    width: 40px;
    height: 4px;
    margin-top: ${space.sm};
    border-radius: ${radius.pill};
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space.md};
  padding: ${space.xs} ${space.md} ${space.sm};
  border-bottom: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const CloseButton = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  width: 44px;
  height: 44px;
  border-radius: ${radius.md};
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space.md};
`;

const Footer = styled.div`
  display: flex;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md} calc(${space.sm} + env(safe-area-inset-bottom, 0px));
  border-top: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  > * {
    flex: 1;
  }
`;

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Actions kept in view below the scrolling content (Clear, Apply); a submit button there names its form with `form=`. */
  footer?: ReactNode;
}

/**
 * A modal panel that rises from the bottom of the screen, the phone's dialog (filters, sorting): focus
 * moves in and is trapped, Escape, the close button and a tap on the backdrop close it, page scroll is
 * locked while open, and focus returns to where it was. The content scrolls; the footer stays.
 */
export function Sheet({ open, onClose, title, children, footer }: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(open, panelRef, onClose);

  if (!open) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-placement="bottom">
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
