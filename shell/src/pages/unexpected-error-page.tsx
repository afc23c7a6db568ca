import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Card, Flex, PageContainer, Text, container, space } from 'shared-ui/design';
import { usePageMeta } from 'shared-ui/state';

export const UNEXPECTED_ERROR_HEADING = 'Unexpected Application Error!';

const Panel = styled(Card)`
  max-width: ${container.reading};
  margin: ${space.xl} auto;
  text-align: center;
  h1 {
    margin: 0 0 ${space.sm};
    font-size: clamp(1.4rem, 3vw, 1.8rem);
  }
  p {
    margin: 0 0 ${space.lg};
  }
`;

/** The spec §8 heading with what happened and the ways on: Retry (when it can help) and home. */
export function UnexpectedErrorPanel({ detail, onRetry }: { detail: ReactNode; onRetry?: () => void }) {
  return (
    <Panel as="section" role="alert">
      <h1>{UNEXPECTED_ERROR_HEADING}</h1>
      <Text as="p" tone="muted">
        {detail}
      </Text>
      <Flex wrap justify="center" gap="sm">
        {onRetry && <Button onClick={onRetry}>Retry</Button>}
        <ButtonLink to="/" variant={onRetry ? 'outline' : 'primary'}>
          Back to the shop
        </ButtonLink>
      </Flex>
    </Panel>
  );
}

/** Unknown routes (no `error`) and failures outside any slice (spec §8). */
export function UnexpectedErrorPage({ error }: { error?: unknown }) {
  const notFound = error == null;
  usePageMeta({
    title: notFound ? 'Page not found' : 'Something went wrong',
    description: 'This page of the ShopHub shop could not be shown.',
  });
  return (
    <PageContainer>
      <UnexpectedErrorPanel
        detail={notFound ? 'The page you are looking for does not exist.' : 'Something went wrong while showing this page.'}
      />
    </PageContainer>
  );
}

class ErrorPageBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.error != null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error != null ? <UnexpectedErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shows the error page in place of `children` when they throw; the next page visited tries again. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorPageBoundary resetKey={key}>{children}</ErrorPageBoundary>;
}
