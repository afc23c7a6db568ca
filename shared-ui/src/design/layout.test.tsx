import { screen } from '@testing-library/react';
import { Flex, Grid, LAYOUT_GAPS } from 'shared-ui/design';
import { renderWithShop } from '../testing';

describe('Flex', () => {
  it('is a row without gap or margins by default', () => {
    renderWithShop(<Flex>Row</Flex>);
    const row = screen.getByText('Row');
    const style = getComputedStyle(row);
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('row');
    expect(style.gap).toBe('0');
    expect(style.margin).toBe('0px');
    expect(row).toHaveAttribute('data-direction', 'row');
  });

  it.each(LAYOUT_GAPS)('spaces children by the %s gap', (gap) => {
    renderWithShop(<Flex gap={gap}>Row</Flex>);
    expect(screen.getByText('Row')).toHaveAttribute('data-gap', gap);
  });

  it('stacks, aligns, distributes, wraps and spaces from the scale, keeping its props off the DOM', () => {
    renderWithShop(
      <Flex direction="column" gap="sm" align="end" justify="between" wrap mt="md" mb="lg">
        Stack
      </Flex>,
    );
    const stack = screen.getByText('Stack');
    const style = getComputedStyle(stack);
    expect(style.flexDirection).toBe('column');
    expect(style.gap).toBe('8px');
    expect(style.alignItems).toBe('flex-end');
    expect(style.justifyContent).toBe('space-between');
    expect(style.flexWrap).toBe('wrap');
    expect(style.marginTop).toBe('16px');
    expect(style.marginBottom).toBe('24px');
    expect(stack).not.toHaveAttribute('gap');
    expect(stack).not.toHaveAttribute('wrap');
  });

  it('is a list without bullets as a ul, and a form as a form', () => {
    renderWithShop(
      <>
        <Flex as="ul" direction="column" gap="md" aria-label="Saved items">
          <li>Mug</li>
        </Flex>
        <Flex as="form" aria-label="Price">
          <button type="submit">Apply</button>
        </Flex>
      </>,
    );
    const list = screen.getByRole('list', { name: 'Saved items' });
    expect(getComputedStyle(list).listStyle).toBe('none');
    expect(getComputedStyle(list).paddingInlineStart).toBe('0');
    expect(screen.getByRole('listitem')).toHaveTextContent('Mug');
    expect(screen.getByRole('form', { name: 'Price' }).tagName).toBe('FORM');
  });
});

describe('Grid', () => {
  it('fills columns at least minItemWidth wide, spaced from the scale', () => {
    renderWithShop(
      <Grid as="ul" minItemWidth="min(100%, 250px)" gap="md" aria-label="Categories">
        <li>Audio</li>
      </Grid>,
    );
    const grid = screen.getByRole('list', { name: 'Categories' });
    const style = getComputedStyle(grid);
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(100%, 250px), 1fr))');
    expect(style.gap).toBe('16px');
    expect(grid).not.toHaveAttribute('minItemWidth');
  });

  it('stretches items to the row with auto-fit', () => {
    renderWithShop(
      <Grid minItemWidth="180px" fill="auto-fit">
        Footer
      </Grid>,
    );
    expect(getComputedStyle(screen.getByText('Footer')).gridTemplateColumns).toBe('repeat(auto-fit, minmax(180px, 1fr))');
  });

  it('takes fixed column tracks that change from a breakpoint up', () => {
    renderWithShop(
      <>
        <Grid columns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' }} gap="lg">
          Cart
        </Grid>
        <Grid columns="56px 1fr">Line</Grid>
      </>,
    );
    const cart = screen.getByText('Cart');
    expect(getComputedStyle(cart).gridTemplateColumns).toBe('1fr');
    expect(cart).not.toHaveAttribute('columns');
    expect(getComputedStyle(screen.getByText('Line')).gridTemplateColumns).toBe('56px 1fr');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(rules).toMatch(/@media \(min-width: 800px\)\s*{[^}]*grid-template-columns: minmax\(0, 2fr\) minmax\(260px, 1fr\)/);
  });
});
