import { screen } from '@testing-library/react';
import { BADGE_TONES, Badge, SHOP_STATUSES, STATUS_BADGES, StatusBadge } from 'shared-ui/design';
import { renderWithShop } from '../testing';

describe('Badge', () => {
  it.each(BADGE_TONES)('renders the %s tone', (tone) => {
    renderWithShop(<Badge tone={tone}>Label</Badge>);
    expect(screen.getByText('Label')).toHaveAttribute('data-tone', tone);
  });

  it('is neutral and md by default', () => {
    renderWithShop(<Badge>NEW</Badge>);
    expect(screen.getByText('NEW')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByText('NEW')).toHaveAttribute('data-size', 'md');
  });
});

describe('StatusBadge', () => {
  it('knows in stock, low stock, out of stock, paid, pending, delivered, cancelled and refund pending', () => {
    expect(SHOP_STATUSES).toEqual([
      'in-stock',
      'low-stock',
      'out-of-stock',
      'paid',
      'pending',
      'delivered',
      'cancelled',
      'refund-pending',
    ]);
  });

  it.each(SHOP_STATUSES)('says %s in words and in its colour', (status) => {
    renderWithShop(<StatusBadge status={status} />);
    const badge = screen.getByText(STATUS_BADGES[status].label);
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge).toHaveAttribute('data-tone', STATUS_BADGES[status].tone);
  });

  it('shows its own text when given one', () => {
    renderWithShop(<StatusBadge status="low-stock">In Stock (3 left)</StatusBadge>);
    expect(screen.getByText('In Stock (3 left)')).toHaveAttribute('data-tone', 'warning');
    expect(screen.queryByText('Low Stock')).not.toBeInTheDocument();
  });

  it('paints out of stock in the danger pair and in stock in the success pair', () => {
    renderWithShop(
      <>
        <StatusBadge status="out-of-stock" />
        <StatusBadge status="in-stock" />
      </>,
    );
    expect(getComputedStyle(screen.getByText('Out of Stock')).color).toBe('var(--shop-color-on-danger-subtle)');
    expect(getComputedStyle(screen.getByText('In Stock')).color).toBe('var(--shop-color-on-success-subtle)');
  });
});
