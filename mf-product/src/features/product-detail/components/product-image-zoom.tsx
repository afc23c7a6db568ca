import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Dialog, radius, borderWidth } from 'shared-ui/design';

const ZoomButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: ${borderWidth.focus} solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${radius.lg};
  }
`;

// The whole picture at its own proportions (the page crops it to a square), as large as the screen allows.
const LargeImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 78vh;
  object-fit: contain;
  border-radius: ${radius.md};
`;

/**
 * The product picture as a button that opens it large in a dialog (Escape, the close button or a
 * click outside close it; the Dialog locks page scroll and gives focus back to the picture).
 */
export function ProductImageZoom({ name, src, view }: { name: string; src: string; view?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const alt = view ? `${name}, ${view.toLowerCase()} view` : name;

  return (
    <>
      <ZoomButton type="button" aria-label={`View larger image of ${name}`} onClick={() => setOpen(true)}>
        <img src={src} alt={alt} width={600} height={600} fetchPriority="high" />
      </ZoomButton>
      <Dialog open={open} onClose={close} title={name} size="lg">
        <LargeImage src={src} alt={alt} />
      </Dialog>
    </>
  );
}
