import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from 'shared-ui/design';
import { Sheet } from 'shared-ui/sheet';
import { renderWithShop } from '../testing';

function FiltersSheet({ onApply = () => {} }: { onApply?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        footer={
          <>
            <Button variant="outline">Clear</Button>
            <Button
              onClick={() => {
                onApply();
                setOpen(false);
              }}
            >
              Apply
            </Button>
          </>
        }
      >
        <label>
          Min price <input type="number" />
        </label>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('opens as a modal dialog with its content first in focus and its actions last', async () => {
    const user = userEvent.setup();
    renderWithShop(<FiltersSheet />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    // Close, the price field, Clear, Apply, then back round to Close.
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithShop(<FiltersSheet />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from its close button and from a tap on the backdrop', async () => {
    const user = userEvent.setup();
    renderWithShop(<FiltersSheet />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs a footer action', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    renderWithShop(<FiltersSheet onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onApply).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
