import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from 'shared-ui/testing';
import { SiteHeader } from './site-header';
import { MobileMenu } from './mobile-menu';

describe('Notifications', () => {
  it('the bell says 3 and opens a panel of three notifications; Escape closes it and focus returns', async () => {
    renderWithShop(<SiteHeader />);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 new' });
    expect(bell).toHaveTextContent('3');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getAllByRole('link')).toHaveLength(3);
    expect(within(panel).getByRole('link', { name: /Free shipping over \$100/ })).toHaveAttribute('href', '/shipping-info');

    await userEvent.tab();
    expect(within(panel).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('the bell panel closes on a click outside', async () => {
    renderWithShop(
      <>
        <SiteHeader />
        <p>page text</p>
      </>,
    );
    const bell = screen.getByRole('button', { name: 'Notifications, 3 new' });
    await userEvent.click(bell);
    await userEvent.click(screen.getByText('page text'));
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it("the mobile menu's notifications tile shows the same three notifications", async () => {
    renderWithShop(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const tile = await screen.findByRole('button', { name: 'Notifications 3' });
    expect(tile).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(tile);
    expect(tile).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(tile.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(within(list).getByRole('link', { name: /New arrivals this week/ }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
