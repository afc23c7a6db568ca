import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from 'shared-ui/testing';
import { UserMenu } from './user-menu';

function renderSignedIn({ isAdmin = false } = {}) {
  localStorage.setItem(
    'userInfo',
    JSON.stringify({ _id: 'u0000001', name: 'bob', email: 'bob@example.com', token: 't', isAdmin }),
  );
  renderWithShop(
    <>
      <UserMenu />
      <button type="button">elsewhere on the page</button>
    </>,
  );
  return screen.getByRole('button', { name: 'bob' });
}

const profileLink = () => screen.queryByRole('link', { name: 'Profile Settings' });

beforeEach(() => localStorage.clear());

describe('UserMenu', () => {
  it('is a disclosure button controlling the menu, closed at first', () => {
    const trigger = renderSignedIn();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(trigger.getAttribute('aria-controls')!)).not.toBeVisible();
    expect(profileLink()).not.toBeInTheDocument();
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const trigger = renderSignedIn();
    await userEvent.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('bob@example.com')).toBeVisible();
    await userEvent.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the hovered button is clicked, and a second click closes it', async () => {
    const trigger = renderSignedIn();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens with %s and moves focus to the first link', async (_name, key) => {
    const trigger = renderSignedIn();
    trigger.focus();
    await userEvent.keyboard(key);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(profileLink()).toHaveFocus();
  });

  it('moves between the items with the arrow keys, wrapping', async () => {
    const trigger = renderSignedIn();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const trigger = renderSignedIn();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(profileLink()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside without taking focus back', async () => {
    const trigger = renderSignedIn();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere on the page' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'elsewhere on the page' })).toHaveFocus();
  });

  it('closes when Tab moves focus past its last item', async () => {
    const trigger = renderSignedIn();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the back office to staff only', async () => {
    await userEvent.click(renderSignedIn({ isAdmin: true }));
    expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admin');
  });

  it('shows a customer no back office link', async () => {
    await userEvent.click(renderSignedIn());
    expect(screen.getByRole('link', { name: 'My Orders' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });
});
