import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { CARD_PADDINGS, CARD_VARIANTS, Card } from 'shared-ui/design';
import { renderWithShop } from '../testing';

const SummaryCard = styled(Card)`
  h2 {
    margin-top: 0;
  }
`;

describe('Card', () => {
  it.each(CARD_VARIANTS)('renders the %s variant', (variant) => {
    renderWithShop(<Card variant={variant}>Body</Card>);
    expect(screen.getByText('Body')).toHaveAttribute('data-variant', variant);
  });

  it.each(CARD_PADDINGS)('renders the %s padding', (padding) => {
    renderWithShop(<Card padding={padding}>Body</Card>);
    expect(screen.getByText('Body')).toHaveAttribute('data-padding', padding);
  });

  it('is raised with lg padding by default, on the raised surface token', () => {
    renderWithShop(<Card>Body</Card>);
    const card = screen.getByText('Body');
    expect(card).toHaveAttribute('data-variant', 'raised');
    expect(card).toHaveAttribute('data-padding', 'lg');
    expect(getComputedStyle(card).padding).toBe('24px');
    expect(card).not.toHaveAttribute('variant');
  });

  it('keeps its look when extended and rendered as a named section', () => {
    renderWithShop(
      <SummaryCard as="section" aria-labelledby="summary-title" variant="surface">
        <h2 id="summary-title">Order Summary</h2>
      </SummaryCard>,
    );
    const region = screen.getByRole('region', { name: 'Order Summary' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('data-variant', 'surface');
    expect(getComputedStyle(region).borderRadius).toBe('16px');
  });
});
