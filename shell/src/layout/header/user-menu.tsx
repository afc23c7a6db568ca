import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Popover, PopoverAnchor, radius, space, borderWidth } from 'shared-ui/design';
import { useSession, useSignOut } from 'shared-ui/state';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  padding: ${space.xs} ${space.sm};
  border-radius: ${radius.md};
  /* Within the header's account slot (site-header.tsx), so a long name does not move the icons. */
  .name {
    max-width: 6rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.primaryFill};
  color: ${({ theme }) => theme.colors.onPrimaryFill};
  font-weight: 700;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Menu = styled(Popover)`
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: ${space.sm} 10px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-decoration: none;
    border-radius: ${radius.sm};
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Identity = styled.div`
  padding: 6px 10px 10px;
  border-bottom: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  margin-bottom: 6px;
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;

/** First letter of the name, else U (spec §2). */
export function avatarInitial(name: string | undefined): string {
  return name?.trim().charAt(0).toUpperCase() || 'U';
}

/** How the menu is open: a hover closes again when the pointer leaves; a click or key keeps it open. */
type MenuState = 'closed' | 'hover' | 'pinned';

/**
 * The signed-in user's menu as a disclosure (a button with aria-expanded controlling a panel of
 * links): hover, click, Enter, Space or ArrowDown open it. Opened from the keyboard, focus moves to
 * its first link; ArrowDown/ArrowUp move between the items; Escape closes it and focus returns to
 * the button; a press outside or Tab past the last item closes it.
 */
export function UserMenu() {
  const userInfo = useSession();
  const signOut = useSignOut();
  const [state, setState] = useState<MenuState>('closed');
  const [focusFirstItem, setFocusFirstItem] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const open = state !== 'closed';

  const close = () => setState('closed');

  useEffect(() => {
    if (!open || !focusFirstItem) return;
    menuItems(menuRef.current)[0]?.focus();
    setFocusFirstItem(false);
  }, [open, focusFirstItem]);

  if (!userInfo) return null;

  const openFromKeyboard = () => {
    setState('pinned');
    setFocusFirstItem(true);
  };

  const onTriggerClick = (event: MouseEvent) => {
    // detail 0: Enter or Space on the button.
    if (event.detail === 0) {
      if (open) close();
      else openFromKeyboard();
      return;
    }
    // The pointer already opened it on hover: the click keeps it open rather than closing it.
    setState((current) => (current === 'pinned' ? 'closed' : 'pinned'));
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openFromKeyboard();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(current + step + items.length) % items.length]?.focus();
  };

  return (
    <PopoverAnchor
      ref={wrapperRef}
      onMouseEnter={() => setState((current) => (current === 'closed' ? 'hover' : current))}
      onMouseLeave={() => setState((current) => (current === 'hover' ? 'closed' : current))}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        <Avatar aria-hidden="true">
          {userInfo.avatar ? <img src={userInfo.avatar} alt="" /> : avatarInitial(userInfo.name)}
        </Avatar>
        <span className="name">{userInfo.name}</span>
      </Trigger>
      <Menu
        ref={menuRef}
        id={menuId}
        open={open}
        onDismiss={close}
        anchorRef={wrapperRef}
        returnFocusRef={triggerRef}
        width="menu"
        offset="sm"
        onKeyDown={onMenuKeyDown}
      >
        <Identity>
          <strong>{userInfo.name}</strong>
          <span>{userInfo.email}</span>
        </Identity>
        <Link to="/profile" onClick={close}>
          Profile Settings
        </Link>
        <Link to="/myorders" onClick={close}>
          My Orders
        </Link>
        <Link to="/wishlist" onClick={close}>
          Wishlist
        </Link>
        {userInfo.isAdmin && (
          <Link to="/admin" onClick={close}>
            Back office
          </Link>
        )}
        <button
          type="button"
          onClick={() => {
            close();
            void signOut();
          }}
        >
          Sign Out
        </button>
      </Menu>
    </PopoverAnchor>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('a[href], button')] : [];
}
