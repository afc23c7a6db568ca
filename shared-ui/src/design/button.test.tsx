import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button, Toggle, TOGGLE_SIZES } from 'shared-ui/design';
import { renderWithShop } from '../testing';
import { useState } from 'react';

describe('Button', () => {
  it.each(BUTTON_VARIANTS)('renders the %s variant', (variant) => {
    renderWithShop(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('data-variant', variant);
  });

  it('offers sizes sm, md, lg and xl, md by default', () => {
    expect(BUTTON_SIZES).toEqual(['sm', 'md', 'lg', 'xl']);
    renderWithShop(<Button>Default</Button>);
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('data-size', 'md');
  });

  it('is a non-submitting button by default and does not fire when disabled', async () => {
    const onClick = jest.fn();
    renderWithShop(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Toggle', () => {
  function DarkModeToggle() {
    const [on, setOn] = useState(false);
    return <Toggle label="Dark mode" checked={on} onCheckedChange={setOn} size="lg" />;
  }

  it('is a named switch whose state flips on click', async () => {
    expect(TOGGLE_SIZES).toEqual(['sm', 'md', 'lg']);
    renderWithShop(<DarkModeToggle />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAttribute('data-state', 'off');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('data-state', 'on');
  });
});
