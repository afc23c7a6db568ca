import { useId, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { cardStyles } from './card';
import { container, space } from './theme-tokens';

const Panel = styled.div`
  ${cardStyles('surface', 'lg')}
  margin: ${space.lg} auto;
  max-width: ${container.reading};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
  h1,
  h2,
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  [data-slot='empty-state-action'] {
    margin-top: ${space.sm};
  }
`;

export interface EmptyStateProps {
  /** Heading; also the status's accessible name. */
  title: string;
  /** A line under the title saying why it is empty or what to do. */
  description?: ReactNode;
  /** A way forward, usually a ButtonLink. */
  action?: ReactNode;
  /** 1 when the empty state is the whole page; defaults to 2. */
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Nothing to show yet (empty cart, no products, no orders). A polite status, not an alert: an empty
 * list is news, not a failure. Failures use ErrorPanel.
 */
export function EmptyState({ title, description, action, headingLevel = 2, children, ref }: EmptyStateProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Panel ref={ref} role="status" aria-labelledby={titleId} data-slot="empty-state">
      <Heading id={titleId}>{title}</Heading>
      {description && <p>{description}</p>}
      {children}
      {action && <div data-slot="empty-state-action">{action}</div>}
    </Panel>
  );
}
