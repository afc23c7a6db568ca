import { screen } from '@testing-library/react';
import { Heading, TEXT_SIZES, TEXT_TONES, Text } from 'shared-ui/design';
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
    expect(getComputedStyle(text).color).toBe('var(--shop-color-text-muted)');
    expect(text).not.toHaveAttribute('tone');
    expect(text).not.toHaveAttribute('size');
  });

  it('sets margins from the spacing scale only when asked, keeping the props off the DOM', () => {
    renderWithShop(
      <>
        <Text as="p">Default margins</Text>
        <Text as="p" mt="none" mb="sm">
          Spaced
        </Text>
      </>,
    );
    expect(getComputedStyle(screen.getByText('Default margins')).marginTop).toBe('');
    const spaced = screen.getByText('Spaced');
    expect(getComputedStyle(spaced).marginTop).toBe('0px');
    expect(getComputedStyle(spaced).marginBottom).toBe('8px');
    expect(spaced).not.toHaveAttribute('mt');
    expect(spaced).not.toHaveAttribute('mb');
  });
});

describe('Heading', () => {
  it('is an h2 that keeps its margins unless mt or mb set them, and can be any level', () => {
    renderWithShop(
      <>
        <Heading mt="none" mb="lg">
          Order Summary
        </Heading>
        <Heading as="h3">Reviews</Heading>
      </>,
    );
    const summary = screen.getByRole('heading', { level: 2, name: 'Order Summary' });
    expect(getComputedStyle(summary).marginTop).toBe('0px');
    expect(getComputedStyle(summary).marginBottom).toBe('24px');
    expect(summary).not.toHaveAttribute('mt');
    const reviews = screen.getByRole('heading', { level: 3, name: 'Reviews' });
    expect(getComputedStyle(reviews).marginTop).toBe('');
  });
});
