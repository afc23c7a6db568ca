import styled from 'styled-components';
import { borderWidth, space } from 'shared-ui/design';

/** The server's route that drops the preview cookie and goes back to the live site. */
export const EXIT_PREVIEW_PATH = '/__preview/exit';

const Ribbon = styled.aside`
  padding: ${space.xs} ${space.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.onWarningSubtle};
  border-bottom: ${borderWidth.thin} solid currentColor;
  font-size: 0.875rem;
  text-align: center;
  p {
    margin: 0;
  }
  a {
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
  }
  a:focus-visible {
    outline: ${borderWidth.focus} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface PreviewedRelease {
  slice: string;
  release: string;
}

/**
 * "Preview: cart 1.4.0-3f2a9c1 · Exit preview" at the top of every page while this browser previews a
 * release (its map serves the slice on the `preview` channel). Exit preview is a page load: the server
 * drops the preview cookie and sends the live site.
 */
export function PreviewRibbon({ previews }: { previews: PreviewedRelease[] }) {
  return (
    <Ribbon aria-label="Preview">
      <p>
        Preview: {previews.map(({ slice, release }) => `${slice} ${release}`).join(', ')} ·{' '}
        <a href={EXIT_PREVIEW_PATH}>Exit preview</a>
      </p>
    </Ribbon>
  );
}
