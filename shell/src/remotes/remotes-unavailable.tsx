import { ErrorPanel } from 'shared-ui/design';

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
