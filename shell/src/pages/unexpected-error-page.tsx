import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Card, PageContainer, Text, container, space } from 'shared-ui/design';
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm};
`;

/** The spec §8 heading with what happened and the ways on: Retry (when it can help) and home. */
export function UnexpectedErrorPanel({ detail, onRetry }: { detail: ReactNode; onRetry?: () => void }) {
  return (
    <Panel as="section" role="alert">
      <h1>{UNEXPECTED_ERROR_HEADING}</h1>
      <Text as="p" tone="muted">
        {detail}
      </Text>
      <Actions>
        {onRetry && <Button onClick={onRetry}>Retry</Button>}
        <ButtonLink to="/" variant={onRetry ? 'outline' : 'primary'}>
          Back to the shop
        </ButtonLink>
      </Actions>
    </Panel>
  );
}

/** Unknown routes and failures outside any slice (spec §8). */
export function UnexpectedErrorPage() {
  const error = useRouteError();
  const notFound = error == null || (isRouteErrorResponse(error) && error.status === 404);
  usePageMeta({
    title: notFound ? 'Page not found' : 'Something went wrong',
    description: 'This page of the ShopHub shop could not be shown.',
  });
  const detail = notFound
    ? 'The page you are looking for does not exist.'
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'Something went wrong while showing this page.';
  return (
    <PageContainer>
      <UnexpectedErrorPanel detail={detail} />
    </PageContainer>
  );
}
