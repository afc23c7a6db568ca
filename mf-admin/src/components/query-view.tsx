import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getHttpStatus, type QueryResult } from 'shared-ui/api';
import { EmptyState, ErrorPanel, Loading } from 'shared-ui/design';

export interface QueryViewProps<T> {
  query: QueryResult<T>;
  /** Read while loading ("Loading orders"). */
  loadingLabel: string;
  /** Whether the answer has nothing to show; `empty` is shown instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The three states every back-office read has besides its content: loading, a failure with Retry
 * (a 403 says the account has no staff rights, a 401 asks to sign in again) and nothing to show.
 */
export function QueryView<T>({ query, loadingLabel, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.status === 'pending') return <Loading label={loadingLabel} />;
  if (query.status === 'error') {
    const status = getHttpStatus(query.error);
    if (status === 403)
      return <ErrorPanel title="Staff only" message="This account has no staff rights (any more). Ask an administrator." />;
    if (status === 401)
      return (
        <ErrorPanel title="Your session has ended" message="Sign in again to go on.">
          <Link to="/login?redirect=/admin">Sign in</Link>
        </ErrorPanel>
      );
    return (
      <ErrorPanel title="This could not be loaded" message={query.errorMessage} actionLabel="Retry" onAction={query.refetch} />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState title="Nothing here yet" />}</>;
  return <>{children(query.data)}</>;
}
