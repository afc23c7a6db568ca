import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Dialog, radius, space, borderWidth } from 'shared-ui/design';
import { useSession, useSignOut, useWishlistCount } from 'shared-ui/state';
import { SearchBox } from './search-box';
import { SHOP_SECTIONS } from './shop-sections';
import { NOTIFICATIONS, NotificationList } from './notifications';

const QUICK_CATEGORIES = ['electronics', 'fashion', 'home', 'sports', 'books', 'beauty'];

const MAIN_MENU: { to: string; label: string; tag?: string }[] = [{ to: '/', label: 'Home' }, ...SHOP_SECTIONS];

const Section = styled.nav`
  margin-top: ${space.md};
  h3 {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${space.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.xs};
  }
  a {
    display: flex;
    justify-content: space-between;
    padding: ${space.sm} 10px;
    border-radius: ${radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const TileButton = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  padding: ${space.sm} 10px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const NotificationsTray = styled.div`
  margin: ${space.xs} 0 0 ${space.sm};
  padding-left: ${space.sm};
  border-left: ${borderWidth.focus} solid ${({ theme }) => theme.colors.border};
`;

const Chips = styled.ul`
  grid-template-columns: repeat(3, 1fr);
  a {
    justify-content: center;
    border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
    text-transform: capitalize;
  }
`;

const Tag = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
`;

/** The mobile menu's dialog: a chunk of its own, fetched when the menu is first opened. */
export function MobileMenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const userInfo = useSession();
  const signOut = useSignOut();
  const wishlistCount = useWishlistCount();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const notificationsId = useId();
  const close = () => {
    onClose();
    setNotificationsOpen(false);
  };

  return (
    <Dialog open={open} onClose={close} title="Menu">
      <SearchBox onNavigate={close} />
      <Section aria-label="Quick categories">
        <h3>Categories</h3>
        <Chips>
          {QUICK_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={`/?category=${category}`} onClick={close}>
                {category}
              </Link>
            </li>
          ))}
        </Chips>
      </Section>
      <Section aria-label="Main menu">
        <h3>Menu</h3>
        <ul>
          {MAIN_MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={close}>
                {item.label} {item.tag && <Tag>{item.tag}</Tag>}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/wishlist" onClick={close}>
              Wishlist <span>{wishlistCount}</span>
            </Link>
          </li>
          <li>
            <TileButton
              type="button"
              aria-expanded={notificationsOpen}
              aria-controls={notificationsId}
              onClick={() => setNotificationsOpen((current) => !current)}
            >
              Notifications <Tag>{NOTIFICATIONS.length}</Tag>
            </TileButton>
            <NotificationsTray id={notificationsId} hidden={!notificationsOpen}>
              <NotificationList onNavigate={close} />
            </NotificationsTray>
          </li>
        </ul>
      </Section>
      <Section aria-label="Account">
        <h3>Account</h3>
        {userInfo ? (
          <ul>
            <li>
              <Link to="/profile" onClick={close}>
                Profile Settings
              </Link>
            </li>
            <li>
              <Link to="/myorders" onClick={close}>
                My Orders
              </Link>
            </li>
            {userInfo.isAdmin && (
              <li>
                <Link to="/admin" onClick={close}>
                  Back office
                </Link>
              </li>
            )}
            <li>
              <Button
                variant="outline"
                fullWidth
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                Sign Out
              </Button>
            </li>
          </ul>
        ) : (
          <ul>
            <li>
              <Link to="/login" onClick={close}>
                Sign In
              </Link>
            </li>
            <li>
              <Link to="/register" onClick={close}>
                Sign Up
              </Link>
            </li>
          </ul>
        )}
      </Section>
    </Dialog>
  );
}
