import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from 'shared-ui/design';
import { renderWithShop } from '../testing';

function Stepper({ max }: { max: number }) {
  const [qty, setQty] = useState(1);
  return <QuantityStepper value={qty} max={max} onChange={setQty} itemName="Desk Lamp" />;
}

describe('QuantityStepper', () => {
  it('disables minus at quantity 1 and plus at the stock limit', async () => {
    renderWithShop(<Stepper max={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Desk Lamp' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Desk Lamp' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(screen.getByRole('status', { name: 'Quantity of Desk Lamp' })).toHaveTextContent('2');
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });
});
