import { screen } from '@testing-library/react';
import { TEXT_SIZES, TEXT_TONES, Text } from 'shared-ui/design';
import { renderWithShop } from '../testing';

describe('Text', () => {
  it.each(TEXT_TONES)('renders the %s tone', (tone) => {
    renderWithShop(<Text tone={tone}>Inclusive of all taxes</Text>);
    expect(screen.getByText('Inclusive of all taxes')).toHaveAttribute('data-tone', tone);
  });

  it.each(TEXT_SIZES)('renders the %s size', (size) => {
    renderWithShop(<Text size={size}>Subtotal</Text>);
    expect(screen.getByText('Subtotal')).toHaveAttribute('data-size', size);
  });

  it('is a span in the default tone that inherits its size, and can be any element', () => {
    renderWithShop(
      <>
        <Text>Plain</Text>
        <Text as="p" tone="muted">
          Member since
        </Text>
      </>,
    );
    const plain = screen.getByText('Plain');
    expect(plain.tagName).toBe('SPAN');
    expect(plain).toHaveAttribute('data-tone', 'default');
    expect(plain).not.toHaveAttribute('data-size');
    expect(screen.getByText('Member since').tagName).toBe('P');
  });

  it('colours muted text with the theme token and keeps its props off the DOM', () => {
    renderWithShop(
      <Text tone="muted" size="sm">
        Generic
      </Text>,
    );
    const text = screen.getByText('Generic');
    expect(getComputedStyle(text).color).toBe('rgb(71, 85, 105)');
    expect(text).not.toHaveAttribute('tone');
    expect(text).not.toHaveAttribute('size');
  });
});
