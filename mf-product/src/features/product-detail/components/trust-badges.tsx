import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Text, cardStyles, media, space } from 'shared-ui/design';

const icon = (children: ReactNode) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

/** Spec §2's four promises; free shipping over $100 is the shop's marketing line (spec §1). */
export const TRUST_BADGES = [
  {
    title: 'Free Shipping',
    detail: 'On orders over $100',
    icon: icon(
      <>
        <rect x="1" y="3" width="15" height="13" />
        <path d="M16 8h4l3 3v5h-7z" />
        <circle cx="5.5" cy="18.5" r="2.5" />
        <circle cx="18.5" cy="18.5" r="2.5" />
      </>,
    ),
  },
  {
    title: 'Easy Returns',
    detail: 'Hassle-free returns',
    icon: icon(
      <>
        <path d="M1 4v6h6" />
        <path d="M3.5 15a9 9 0 1 0 2.1-9.4L1 10" />
      </>,
    ),
  },
  {
    title: 'Secure Payment',
    detail: 'Encrypted checkout',
    icon: icon(
      <>
        <rect x="3" y="11" width="18" height="11" rx="2" />
        <path d="M7 11V7a5 5 0 0 1 10 0v4" />
      </>,
    ),
  },
  {
    title: '24/7 Support',
    detail: 'Here when you need us',
    icon: icon(
      <>
        <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
        <path d="M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z" />
      </>,
    ),
  },
] as const;

const List = styled.ul`
  list-style: none;
  margin: ${space.sm} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  ${media.atLeast('lg')} {
    gap: ${space.md};
  }
`;

const Item = styled.li`
  ${cardStyles('surface', 'sm')}
  display: flex;
  align-items: center;
  gap: ${space.sm};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    display: block;
  }
`;

export function TrustBadges() {
  return (
    <List aria-label="Why shop with us">
      {TRUST_BADGES.map((badge) => (
        <Item key={badge.title}>
          {badge.icon}
          <span>
            <Text weight="semibold" size="sm">
              {badge.title}
            </Text>
            <Text tone="muted" size="sm">
              {badge.detail}
            </Text>
          </span>
        </Item>
      ))}
    </List>
  );
}
