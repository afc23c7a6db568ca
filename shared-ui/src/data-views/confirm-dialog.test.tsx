import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from 'shared-ui/design';
import { ConfirmDialog } from 'shared-ui/data-views';
import { renderWithShop } from '../testing';

function CancelOrder({ onConfirm, error }: { onConfirm: () => void; error?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel order</Button>
      <ConfirmDialog
        open={open}
        title="Cancel this order?"
        confirmLabel="Yes, cancel it"
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        The stock goes back on sale.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks before acting and acts on confirmation', async () => {
    const onConfirm = jest.fn();
    renderWithShop(<CancelOrder onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('The stock goes back on sale.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without acting and gives focus back to the opener', async () => {
    const onConfirm = jest.fn();
    renderWithShop(<CancelOrder onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Cancel order' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithShop(<CancelOrder onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('says what failed inside the dialog', async () => {
    renderWithShop(<CancelOrder onConfirm={() => {}} error="A delivered order cannot be cancelled" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A delivered order cannot be cancelled');
  });
});
