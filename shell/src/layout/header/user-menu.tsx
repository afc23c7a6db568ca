import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { radius, space } from 'shared-ui/design';
import { useSession, useSignOut } from 'shared-ui/state';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  padding: 4px 8px;
  border-radius: ${radius.md};
`;

const Avatar = styled.span`
  display: inline-flex;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  min-width: 220px;
  padding: ${space.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.md};
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.2);
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 8px 10px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-decoration: none;
    border-radius: ${radius.sm};
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Identity = styled.div`
  padding: 6px 10px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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

export function UserMenu() {
  const userInfo = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!userInfo) return null;
  // Hover opens the menu too, so a click only opens it; Escape, leaving or clicking outside closes it.
  const close = () => setOpen(false);

  return (
    <Wrapper ref={wrapperRef} onMouseEnter={() => setOpen(true)} onMouseLeave={close}>
      <Trigger type="button" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(true)}>
        <Avatar aria-hidden="true">
          {userInfo.avatar ? <img src={userInfo.avatar} alt="" /> : avatarInitial(userInfo.name)}
        </Avatar>
        <span>{userInfo.name}</span>
      </Trigger>
      {open && (
        <Menu>
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
      )}
    </Wrapper>
  );
}
