import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createShopStore } from 'shared-ui/state';
import { Button, Dialog } from 'shared-ui/design';
import { renderWithShop } from '../testing';
import { ShopProviders } from '../testing/shop-providers';

function QuickView() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Quick view">
        <Button>Add to cart</Button>
      </Dialog>
    </>
  );
}

/** A dialog whose parent re-renders while it is open, with a new onClose each time (as inline arrows are). */
function MenuWithDisclosure() {
  const [open, setOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Menu">
        <Button>First</Button>
        <Button aria-expanded={detailsOpen} onClick={() => setDetailsOpen((value) => !value)}>
          Notifications
        </Button>
        {detailsOpen && <p>Three new notifications</p>}
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('keeps focus where it is when its parent re-renders while it is open', async () => {
    const user = userEvent.setup();
    renderWithShop(<MenuWithDisclosure />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Notifications' });
    await user.click(toggle);
    expect(screen.getByText('Three new notifications')).toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('traps focus, locks scroll, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithShop(<QuickView />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Quick view' });
    expect(dialog).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('paints its frame with the tap that opens it, and its contents in the render right after', async () => {
    // React's own scheduling, as in the browser: act() would render everything at once.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() =>
        root.render(
          <ShopProviders store={createShopStore()} route="/">
            <Dialog open onClose={() => {}} title="Quick view">
              <p>Body</p>
            </Dialog>
          </ShopProviders>,
        ),
      );
      expect(screen.getByRole('dialog', { name: 'Quick view' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      expect(screen.queryByText('Body')).not.toBeInTheDocument();
      expect(await screen.findByText('Body')).toBeInTheDocument();
    } finally {
      flushSync(() => root.unmount());
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
  });

  it('is md wide by default and lg when asked, for a large picture', () => {
    const { rerender } = renderWithShop(
      <Dialog open onClose={() => {}} title="Quick view">
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Quick view' })).toHaveAttribute('data-size', 'md');
    rerender(
      <Dialog open onClose={() => {}} title="Desk Lamp" size="lg">
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Desk Lamp' })).toHaveAttribute('data-size', 'lg');
  });
});
