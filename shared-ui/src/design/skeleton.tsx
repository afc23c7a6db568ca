import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { radius as radii } from './theme-tokens';
import { VisuallyHidden } from './feedback';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const SKELETON_RADII = ['sm', 'md', 'lg', 'pill'] as const;
export type SkeletonRadius = (typeof SKELETON_RADII)[number];

const Block = styled.span<{ $width: string; $height: string; $radius: SkeletonRadius }>`
  display: block;
  flex: none;
  max-width: 100%;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => radii[$radius]};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  /** CSS width; the whole line by default. */
  width?: string;
  /** CSS height: the height of what will replace it (a 96px image, a 2.25rem heading line). */
  height?: string;
  radius?: SkeletonRadius;
  className?: string;
}

/** A placeholder block the size of the content that will replace it, so its arrival moves nothing. */
export function Skeleton({ width = '100%', height = '1em', radius = 'md', className }: SkeletonProps) {
  return <Block aria-hidden="true" className={className} $width={width} $height={height} $radius={radius} />;
}

export interface SkeletonRegionProps {
  /** What is loading, for screen readers ("Loading your cart"). */
  label: string;
  children: ReactNode;
}

/** Wraps a page's skeleton: one busy status that names what is loading. */
export function SkeletonRegion({ label, children }: SkeletonRegionProps) {
  return (
    <div role="status" aria-busy="true" data-state="loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
