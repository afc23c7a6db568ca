import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Toggle, container, media, radius, space } from 'shared-ui/design';
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

const ThemeSwitch = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function SiteHeader() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  const userInfo = useSession();
  const { isDark, setDarkMode } = useTheme();

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
          <ThemeSwitch>
            {isDark ? <MoonIcon width={18} /> : <SunIcon width={18} />}
            <Toggle size="sm" label="Dark mode" checked={isDark} onCheckedChange={setDarkMode} />
          </ThemeSwitch>
          <IconLink to="/wishlist" aria-label={wishlistCount > 0 ? `Wishlist, ${pluralize(wishlistCount, 'item')}` : 'Wishlist'}>
            <HeartIcon />
            {wishlistCount > 0 && <CountBadge data-testid="wishlist-count">{wishlistCount}</CountBadge>}
          </IconLink>
          <IconLink to="/cart" aria-label={cartCount > 0 ? `Cart, ${pluralize(cartCount, 'item')}` : 'Cart'}>
            <CartIcon />
            {cartCount > 0 && <CountBadge data-testid="cart-count">{cartCount}</CountBadge>}
          </IconLink>
          <DesktopOnly>
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
