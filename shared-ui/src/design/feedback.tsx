import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';
import { cardStyles } from './card';
import { container, space } from './theme-tokens';

const Panel = styled.div`
  ${cardStyles('surface', 'lg')}
  margin: ${space.lg} auto;
  max-width: ${container.reading};
  text-align: center;
  h2 {
    margin-top: 0;
  }
`;

export interface ErrorPanelProps {
  title: string;
  message?: string;
  /** Label and action of the recovery button, e.g. Retry or Try Again. */
  actionLabel?: string;
  onAction?: () => void;
  children?: ReactNode;
}

/** A failure shown in place of content, with a way forward. An alert: for nothing-to-show use EmptyState. */
export function ErrorPanel({ title, message, actionLabel, onAction, children }: ErrorPanelProps) {
  return (
    <Panel role="alert">
      <h2>{title}</h2>
      {message && <p>{message}</p>}
      {actionLabel && onAction && <Button onClick={onAction}>{actionLabel}</Button>}
      {children}
    </Panel>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const SpinnerRing = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const LoadingBox = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 200px;
`;

/** Placeholder while an area loads; keeps 200px reserved so the page does not jump (spec §9). */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <LoadingBox role="status" aria-live="polite">
      <SpinnerRing aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </LoadingBox>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const PageContainer = styled.div`
  max-width: ${container.max};
  margin: 0 auto;
  padding: ${space.lg} ${space.md};
`;
