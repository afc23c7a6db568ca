import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryFill};
  color: ${({ theme }) => theme.colors.onPrimaryFill};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarImageProps {
  src?: string | null;
  name: string;
  size: number;
  /** Text alternative of the photo; without it the avatar is decoration beside the name. */
  alt?: string;
}

/** The user's photo, or the first letter of the name (else U, as the header does, spec §2). */
export function AvatarImage({ src, name, size, alt }: AvatarImageProps) {
  const initial = name.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Circle $size={size} aria-hidden={src && alt ? undefined : true}>
      {src ? <img src={src} alt={alt ?? ''} width={size} height={size} /> : initial}
    </Circle>
  );
}
