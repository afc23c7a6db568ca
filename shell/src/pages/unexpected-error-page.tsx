import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageContainer } from 'shared-ui/design';

/** Unknown routes and rendering failures (spec §8). */
export function UnexpectedErrorPage() {
  const error = useRouteError();
  const detail =
    error == null
      ? 'The page you are looking for does not exist.'
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : error instanceof Error
          ? error.message
          : 'Something went wrong.';
  return (
    <PageContainer>
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <p>
        <Link to="/">Back to the shop</Link>
      </p>
    </PageContainer>
  );
}
