import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Text } from './text';
import { space } from './theme-tokens';

export const PAGE_HEADER_VARIANTS = ['default', 'article'] as const;
export type PageHeaderVariant = (typeof PAGE_HEADER_VARIANTS)[number];

/** article: a page of prose, with more air under the title and the intro kept to a reading measure. */
const variants = {
  default: { titleGap: space.xs, introMeasure: 'none' },
  article: { titleGap: space.sm, introMeasure: '65ch' },
} as const satisfies Record<PageHeaderVariant, { titleGap: string; introMeasure: string }>;

const Header = styled.header<{ $variant: PageHeaderVariant }>`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.lg};
  h1 {
    margin: 0 0 ${({ $variant }) => variants[$variant].titleGap};
    font-size: clamp(1.6rem, 4vw, 2.25rem);
  }
  p {
    margin: 0;
    max-width: ${({ $variant }) => variants[$variant].introMeasure};
  }
`;

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence under the title saying what the page holds. */
  intro?: ReactNode;
  /** Controls beside the title (a link to the full listing); they wrap under it on a narrow screen. */
  actions?: ReactNode;
  /** default for listings; article for pages of prose. */
  variant?: PageHeaderVariant;
  ref?: Ref<HTMLElement>;
}

/** The top of a page: its h1, an intro in the muted large text, and optional actions to the right. */
export function PageHeader({ title, intro, actions, variant = 'default', ref }: PageHeaderProps) {
  return (
    <Header ref={ref} $variant={variant} data-variant={variant}>
      <div>
        <h1>{title}</h1>
        {intro && (
          <Text as="p" tone="muted" size="lg">
            {intro}
          </Text>
        )}
      </div>
      {actions}
    </Header>
  );
}
