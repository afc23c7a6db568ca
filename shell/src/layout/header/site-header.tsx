import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, DARK_THEME_SELECTOR, Toggle, container, media, radius, space } from 'shared-ui/design';
import { pluralize } from 'shared-ui/format';
import { useCartCount, useSession, useTheme, useWishlistCount } from 'shared-ui/state';
import { CartIcon, HeartIcon, MoonIcon, SunIcon } from '../icons';
import { Actions, CountBadge, DesktopOnly, HeaderBar, HeaderRow, IconLink, MobileOnly } from './header-styles';
import { NotificationsButton } from './notifications';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import { MobileMenu } from './mobile-menu';
import { SHOP_SECTIONS } from './shop-sections';

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.35rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Figures = styled.p`
  margin: 0;
  padding: ${space.xs} ${space.md};
  text-align: center;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Beside the logo on a wide screen; on a phone, a row of its own under the logo and the icons. */
const SearchSlot = styled.div`
  display: flex;
  flex: 1 1 auto;
  justify-content: center;
  min-width: 0;
  ${media.below('md')} {
    order: 1;
    flex-basis: 100%;
  }
`;

const SectionsNav = styled.nav`
  max-width: ${container.max};
  margin: 0 auto;
  padding: 0 ${space.md} ${space.xs};
  ul {
    display: flex;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    padding: ${space.xs} ${space.sm};
    border-radius: ${radius.md};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.9rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${media.below('md')} {
    display: none;
  }
`;

/**
 * Sign In and Sign Up, or the user menu: the session is in browser storage, so the server and the
 * hydration render show the links and a signed-in page swaps in the menu. A slot as wide as either
 * keeps the icons beside it where they are when that happens.
 */
const AccountSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${space.xs};
  min-width: 11.5rem;
`;

const AccountLink = styled(ButtonLink)`
  white-space: nowrap;
`;

/** Both icons in the markup, whatever the theme (the server cannot know it): the page's theme shows one. */
const ThemeSwitch = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  [data-theme-icon='dark'],
  ${DARK_THEME_SELECTOR} & [data-theme-icon='light'] {
    display: none;
  }
  ${DARK_THEME_SELECTOR} & [data-theme-icon='dark'] {
    display: block;
  }
`;

// Each of these reads its own piece of the browser's state, so a change (a stored cart, a signed-in
// session found after hydration) re-renders that control, not the whole header.
function ThemeControl() {
  const { isDark, setDarkMode } = useTheme();
  return (
    <ThemeSwitch>
      <SunIcon width={18} data-theme-icon="light" />
      <MoonIcon width={18} data-theme-icon="dark" />
      <Toggle size="sm" label="Dark mode" checked={isDark} onCheckedChange={setDarkMode} />
    </ThemeSwitch>
  );
}

/** A header link with the number of items behind it in a badge and in its name. */
function CountLink({
  to,
  name,
  count,
  icon,
  testId,
}: {
  to: string;
  name: string;
  count: number;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <IconLink to={to} aria-label={count > 0 ? `${name}, ${pluralize(count, 'item')}` : name}>
      {icon}
      {count > 0 && <CountBadge data-testid={testId}>{count}</CountBadge>}
    </IconLink>
  );
}

function WishlistLink() {
  return <CountLink to="/wishlist" name="Wishlist" count={useWishlistCount()} icon={<HeartIcon />} testId="wishlist-count" />;
}

function CartLink() {
  return <CountLink to="/cart" name="Cart" count={useCartCount()} icon={<CartIcon />} testId="cart-count" />;
}

function AccountActions() {
  const userInfo = useSession();
  return (
    <AccountSlot>
      {userInfo ? (
        <UserMenu />
      ) : (
        <>
          <AccountLink to="/login" variant="ghost" size="sm">
            Sign In
          </AccountLink>
          <AccountLink to="/register" size="sm">
            Sign Up
          </AccountLink>
        </>
      )}
    </AccountSlot>
  );
}

export function SiteHeader() {
  return (
    <HeaderBar>
      <Figures>250K+ customers · 4.9 rating · 98% satisfaction · Free shipping on orders over $100</Figures>
      <HeaderRow>
        <Logo to="/" aria-label="ShopHub home">
          Shop<span>Hub</span>
        </Logo>
        <SearchSlot>
          <SearchBox />
        </SearchSlot>
        <Actions>
          <DesktopOnly>
            <NotificationsButton />
          </DesktopOnly>
          <ThemeControl />
          <WishlistLink />
          <CartLink />
          <DesktopOnly>
            <AccountActions />
          </DesktopOnly>
          <MobileOnly>
            <MobileMenu />
          </MobileOnly>
        </Actions>
      </HeaderRow>
      <SectionsNav aria-label="Shop sections">
        <ul>
          {SHOP_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
      </SectionsNav>
    </HeaderBar>
  );
}
