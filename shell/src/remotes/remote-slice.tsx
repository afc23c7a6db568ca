import { Component, Suspense, lazy, use, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading, PageContainer } from 'shared-ui/design';
import type { Slice } from './slices';
import { loadRemotesMap } from './remote-registry';
import { UnexpectedErrorPanel } from '../pages/unexpected-error-page';
import { SERVER_MARKUP_ATTRIBUTE, SLICE_AREA_ATTRIBUTE, serverMarkupFor } from './server-markup';
import { SliceLoaderContext } from './slice-loader';
import { sliceAreaReady } from './held-taps';

// Only a failure needs it: a chunk of its own.
const SliceUnavailable = lazy(() => import('./slice-unavailable').then((module) => ({ default: module.SliceUnavailable })));

/** The runtime's words for a shared singleton version the remote does not accept. */
const INCOMPATIBLE_SHARED = /of shared singleton module .* does not satisfy the requirement/;

interface BoundaryProps {
  label: string;
  /** What the area shows instead of its content once something below threw. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  /** Called by the fallback's Retry before the area renders again. */
  onRetry?: () => void;
  /** A change (the next page visited) clears the failure, so the area tries again by itself. */
  resetKey?: string;
  /** The slice whose page renders below: a render error counts against the release it ran. */
  slice?: string;
  /** Called once something below threw. */
  onFailure?: () => void;
  children: ReactNode;
}

/** Keeps a failure inside its own area: the header, footer and other routes go on working. */
class SliceErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onFailure?.();
    // The beacon counts it against the slice's release; the code loads only when a page fails.
    const { slice } = this.props;
    if (slice && !isLoadFailure(error))
      void import('../slice-health/record-render-error').then((health) => health.recordRenderError(slice, loadRemotesMap));
    // The federation runtime refuses a remote built against a shared singleton (React, the store)
    // that the page's copy does not satisfy (strictVersion): say so plainly, it is a release problem.
    if (INCOMPATIBLE_SHARED.test(error.message)) {
      console.warn(`[shell] the ${this.props.label} was not run: its release is incompatible with this page.`, error.message);
    } else {
      console.warn(`[shell] ${this.props.label} failed:`, error.message);
    }
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}

/** A lazy chunk of the remote that did not arrive is a loading failure, not a rendering one. */
function isLoadFailure(error: Error): boolean {
  return error.name === 'ChunkLoadError';
}

function SliceRoute({ slice, path, area }: { slice: Slice; path: string; area: RefObject<HTMLDivElement | null> }) {
  const { routes } = use(useContext(SliceLoaderContext).load(slice.remote));
  const { key: locationKey } = useLocation();
  const route = routes.find((candidate) => candidate.path === path);
  // Hydrated (or rendered): taps held on the server's markup meanwhile are made now (held-taps.ts).
  useEffect(() => {
    if (area.current) sliceAreaReady(area.current);
  }, [area]);
  if (!route) throw new Error(`The "${slice.remote}" remote has no page for ${path}`);
  return (
    <SliceErrorBoundary
      label={`${slice.label} (rendering)`}
      slice={slice.remote}
      onFailure={() => area.current && sliceAreaReady(area.current)}
      resetKey={locationKey}
      fallback={(error, retry) => {
        // Rethrown to the outer boundary, which reloads the remote on Retry.
        if (isLoadFailure(error)) throw error;
        return (
          <PageContainer>
            <UnexpectedErrorPanel
              detail={`Part of the ${slice.label} could not be shown. The rest of the shop still works.`}
              onRetry={retry}
            />
          </PageContainer>
        );
      }}
    >
      {route.element}
    </SliceErrorBoundary>
  );
}

/**
 * Renders the page a remote provides for `path`, loading the remote on first visit. The server
 * renders it with the slice's server build, and the browser hydrates that markup once the remote
 * has loaded (until then the server's markup stays, and taps on it are held and made once it has
 * hydrated: held-taps.ts). A remote that
 * cannot load says so with Retry (which loads it afresh), over the server's markup when the page
 * came with it; a page that throws while rendering shows 'Unexpected Application Error!' with Retry
 * and a link home in its place (spec §8).
 */
export function RemoteSlice({ slice, path }: { slice: Slice; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const loader = useContext(SliceLoaderContext);
  const location = useLocation();
  const area = useRef<HTMLDivElement>(null);
  const prerendered = serverMarkupFor(location);
  const reload = async () => {
    await loader.reset(slice.remote);
    setAttempt((n) => n + 1);
  };
  // The server's markup for this very page, as it was painted: no placeholder, no shift.
  const serverMarkup = prerendered && (
    <div
      {...{ [SERVER_MARKUP_ATTRIBUTE]: '' }}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: prerendered }}
    />
  );
  return (
    <div ref={area} {...{ [SLICE_AREA_ATTRIBUTE]: location.pathname }} style={{ display: 'contents' }}>
      <SliceErrorBoundary
        key={attempt}
        label={slice.label}
        onFailure={() => area.current && sliceAreaReady(area.current)}
        fallback={() => (
          // The server's markup stays in view while the chunk comes.
          <Suspense fallback={serverMarkup}>
            <SliceUnavailable label={slice.label} serverMarkup={serverMarkup} onRetry={() => void reload()} />
          </Suspense>
        )}
      >
        <Suspense fallback={<Loading label={`Loading the ${slice.label}`} />}>
          <SliceRoute slice={slice} path={path} area={area} />
        </Suspense>
      </SliceErrorBoundary>
    </div>
  );
}
