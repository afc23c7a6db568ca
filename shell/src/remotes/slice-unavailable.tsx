import type { ReactNode } from 'react';
import { isOffline, OFFLINE_MESSAGE } from 'shared-ui/api';
import { ErrorPanel } from 'shared-ui/design';
import { DeadSliceNotice } from './dead-slice-notice';

export interface SliceUnavailableProps {
  /** names the slice in the panel */
  label: string;
  /** the server's markup of the page, when its first view came from the server */
  serverMarkup?: ReactNode;
  onRetry: () => void;
}

/**
 * What a slice that could not load leaves (its live release and, if the map names one, its previous
 * release): over the server's markup the content stays (its links work) under a notice with Retry;
 * elsewhere a panel with Retry says so, or that the shopper is offline. This module (with
 * the panels below) is a chunk of its own: only a failure needs it.
 */
export function SliceUnavailable({ label, serverMarkup, onRetry }: SliceUnavailableProps) {
  if (serverMarkup)
    return (
      <>
        {serverMarkup}
        <DeadSliceNotice onRetry={onRetry} />
      </>
    );
  // Offline, a remote the service worker has not cached yet cannot load: say why.
  const offline = isOffline();
  return (
    <ErrorPanel
      title={offline ? 'You are offline' : `The ${label} could not be loaded`}
      message={offline ? OFFLINE_MESSAGE : 'This part of the shop is unavailable right now. The rest of the site still works.'}
      actionLabel="Retry"
      onAction={onRetry}
    />
  );
}

/** Shown for any path the shell cannot route because /remotes.json could not be read. */
export function RemotesUnavailable() {
  return (
    <ErrorPanel
      title="This page could not be loaded"
      message="The shop could not find out which part of it shows this page. The header, footer and info pages still work."
      actionLabel="Retry"
      onAction={() => window.location.reload()}
    />
  );
}
