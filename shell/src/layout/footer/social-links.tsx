import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden, radius, space, borderWidth } from 'shared-ui/design';
import { useAfterFirstRender } from 'shared-ui/state';

const icon = (path: ReactNode) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

/** ShopHub's profiles; each opens in a new tab. */
export const SOCIAL_PROFILES = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/shophub',
    icon: icon(
      <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2A21 21 0 0 0 14.7 2C12.3 2 10.7 3.5 10.7 6.1v2.4H8v3.3h2.7V22H14V11.8h2.7l.4-3.3H14z" />,
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/shophub',
    icon: icon(
      <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM21.9 7.9c-.1-1.6-.4-3-1.6-4.2S17.7 2.2 16.1 2.1C14.5 2 9.5 2 7.9 2.1 6.3 2.2 4.9 2.5 3.7 3.7S2.2 6.3 2.1 7.9C2 9.5 2 14.5 2.1 16.1c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.6.1 8.2 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.6 0-8.2zm-2 10.4a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.3.4-6 .4s-4.7.1-6-.4a3.3 3.3 0 0 1-1.9-1.9c-.5-1.3-.4-4.3-.4-5.8s-.1-4.6.4-5.9a3.3 3.3 0 0 1 1.9-1.9c1.3-.5 4.3-.4 6-.4s4.7-.1 6 .4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.3.4 5.9s.1 4.5-.4 5.8z" />,
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/shophub',
    icon: icon(
      <path d="M17.8 2.5h3.1l-6.8 7.7 8 10.6h-6.2l-4.9-6.4-5.6 6.4H2.3l7.2-8.3L1.8 2.5h6.4l4.4 5.8 5.2-5.8zm-1.1 16.4h1.7L7.4 4.2H5.5l11.2 14.7z" />,
    ),
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@shophub',
    icon: icon(
      <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15V9l5.8 3-5.8 3z" />,
    ),
  },
] as const;

/** The icon's room while the page is the server's: the same size, so nothing moves when it comes. */
const IconRoom = styled.span`
  display: inline-block;
  width: 20px;
  height: 20px;
`;

const List = styled.ul`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 40px;
    padding: 6px 12px 6px ${space.sm};
    border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${radius.pill};
    background: ${({ theme }) => theme.colors.background};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The icons are drawn once the page has hydrated: they are decoration at the foot of every page, and
 * their paths (0.7 KB compressed) would otherwise keep the server's page from arriving in one round trip.
 */
export function SocialLinks() {
  const drawn = useAfterFirstRender();
  return (
    <List>
      {SOCIAL_PROFILES.map((profile) => (
        <li key={profile.name}>
          {/* The visible name is the link's name; "(opens in a new tab)" is only heard. */}
          <a href={profile.href} target="_blank" rel="noopener noreferrer">
            {drawn ? profile.icon : <IconRoom aria-hidden="true" />}
            <span>{profile.name}</span>
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      ))}
    </List>
  );
}
