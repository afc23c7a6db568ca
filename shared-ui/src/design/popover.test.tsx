import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useRef, useState } from 'react';
import { Popover, PopoverAnchor } from 'shared-ui/design';
import { renderWithShop } from '../testing';

/** A disclosure the way the header's notifications use it: a button, a titled panel of links. */
function NewsButton() {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  return (
    <>
      <PopoverAnchor ref={anchorRef}>
        <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          News
        </button>
        <Popover
          as="section"
          id={panelId}
          aria-label="Latest news"
          open={open}
          onDismiss={() => setOpen(false)}
          anchorRef={anchorRef}
          returnFocusRef={buttonRef}
          width="panel"
        >
          <a href="/deals">Winter sale</a>
        </Popover>
      </PopoverAnchor>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Popover', () => {
  it('is hidden until opened, then shows its region with the caller’s name', async () => {
    const user = userEvent.setup();
    renderWithShop(<NewsButton />);
    expect(screen.queryByRole('region', { name: 'Latest news' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'News' }));
    const panel = screen.getByRole('region', { name: 'Latest news' });
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('button', { name: 'News' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('link', { name: 'Winter sale' })).toBeVisible();
  });

  it('closes on Escape and returns focus to its trigger', async () => {
    const user = userEvent.setup();
    renderWithShop(<NewsButton />);
    await user.click(screen.getByRole('button', { name: 'News' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Winter sale' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Latest news' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'News', expanded: false })).toHaveFocus();
  });

  it('closes on a press outside without taking the focus back', async () => {
    const user = userEvent.setup();
    renderWithShop(<NewsButton />);
    await user.click(screen.getByRole('button', { name: 'News' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('region', { name: 'Latest news' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('stays open while focus moves inside it and closes when focus leaves', async () => {
    const user = userEvent.setup();
    renderWithShop(<NewsButton />);
    await user.click(screen.getByRole('button', { name: 'News' }));
    await user.tab();
    expect(screen.getByRole('region', { name: 'Latest news' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Latest news' })).not.toBeInTheDocument();
  });
});
