import styled, { keyframes } from 'styled-components';
import { Flex, radius } from 'shared-ui/design';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Bar = styled.span`
  display: block;
  height: 2.75rem;
  border-radius: ${radius.md};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** Placeholder rows while orders load: the list's shape, not an empty-list message. */
export function SkeletonRows({ count, label }: { count: number; label: string }) {
  return (
    <Flex direction="column" gap="sm" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Bar key={index} />
      ))}
    </Flex>
  );
}

/** One placeholder figure, e.g. a count that is still loading. */
export const SkeletonFigure = styled.span`
  display: inline-block;
  width: 4ch;
  height: 1em;
  border-radius: ${radius.sm};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
