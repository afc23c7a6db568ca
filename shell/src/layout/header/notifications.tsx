import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Popover, PopoverAnchor, radius, space } from 'shared-ui/design';
import { BellIcon } from '../icons';
import { CountBadge, IconButton } from './header-styles';

/** Shop-wide news: a fixed list, the same for every visitor (the bell's badge counts it, spec §2). */
export const NOTIFICATIONS = [
  {
    // The same sale the home page's hero announces.
    id: 'summer-sale',
    title: 'Summer Sale is on',
    text: 'Up to 40% off across electronics, fashion and home.',
    to: '/deals',
  },
  {
    id: 'new-arrivals',
    title: 'New arrivals this week',
    text: 'Fresh stock has landed in every category.',
    to: '/new',
  },
  {
    id: 'free-shipping',
    title: 'Free shipping over $100',
    text: 'Orders over $100 ship free; smaller orders ship for a flat $10.',
    to: '/shipping-info',
  },
] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  /* Doubled: the mobile menu's own link styles (a row with space between) must not apply. */
  && a {
    display: block;
    padding: 10px;
    border-radius: ${radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

/** The three notifications as links; `onNavigate` closes whatever shows them. */
export function NotificationList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <List>
      {NOTIFICATIONS.map((notification) => (
        <li key={notification.id}>
          <Link to={notification.to} onClick={onNavigate}>
            <strong>{notification.title}</strong>
            <span>{notification.text}</span>
          </Link>
        </li>
      ))}
    </List>
  );
}

const Panel = styled(Popover)`
  h2 {
    margin: ${space.xs} 10px 6px;
    font-size: 1rem;
  }
`;

/** The bell: a disclosure button showing the notifications in a small panel below it. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const close = () => setOpen(false);

  return (
    <PopoverAnchor ref={wrapperRef}>
      <IconButton
        ref={buttonRef}
        type="button"
        aria-label={`Notifications, ${NOTIFICATIONS.length} new`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <BellIcon />
        <CountBadge aria-hidden="true">{NOTIFICATIONS.length}</CountBadge>
      </IconButton>
      <Panel
        forwardedAs="section"
        id={panelId}
        open={open}
        onDismiss={close}
        anchorRef={wrapperRef}
        returnFocusRef={buttonRef}
        width="panel"
        aria-labelledby={headingId}
      >
        <h2 id={headingId}>Notifications</h2>
        {/* Rendered when opened: every page's first round trip would otherwise carry it, hidden. */}
        {open && <NotificationList onNavigate={close} />}
      </Panel>
    </PopoverAnchor>
  );
}
