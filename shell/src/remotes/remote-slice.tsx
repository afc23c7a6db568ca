import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { ErrorPanel, Loading } from 'shared-ui/design';
import type { Slice } from './slices';
import { loadSliceRoutes, resetRemote } from './remote-registry';

/** The runtime's words for a shared singleton version the remote does not accept. */
const INCOMPATIBLE_SHARED = /of shared singleton module .* does not satisfy the requirement/;

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a broken remote inside its own area: the header, footer and other routes go on working. */
class SliceErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    // The federation runtime refuses a remote built against a shared singleton (React, the store)
    // that the page's copy does not satisfy (strictVersion): say so plainly, it is a release problem.
    if (INCOMPATIBLE_SHARED.test(error.message)) {
      console.warn(`[shell] the ${this.props.label} was not run: its release is incompatible with this page.`, error.message);
    } else {
      console.warn(`[shell] ${this.props.label} failed:`, error.message);
    }
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          title={`The ${this.props.label} could not be loaded`}
          message="This part of the shop is unavailable right now. The rest of the site still works."
          actionLabel="Retry"
          onAction={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}

function SliceRoute({ remote, path }: { remote: string; path: string }) {
  const { routes } = use(loadSliceRoutes(remote));
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The "${remote}" remote has no page for ${path}`);
  return <>{route.element}</>;
}

/** Renders the page a remote provides for `path`, loading the remote on first visit. */
export function RemoteSlice({ slice, path }: { slice: Slice; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = async () => {
    await resetRemote(slice.remote);
    setAttempt((n) => n + 1);
  };
  return (
    <SliceErrorBoundary key={attempt} label={slice.label} onRetry={() => void retry()}>
      <Suspense fallback={<Loading label={`Loading the ${slice.label}`} />}>
        <SliceRoute remote={slice.remote} path={path} />
      </Suspense>
    </SliceErrorBoundary>
  );
}
