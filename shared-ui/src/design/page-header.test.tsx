import { screen } from '@testing-library/react';
import { ButtonLink, PageHeader } from 'shared-ui/design';
import { renderWithShop } from '../testing';

describe('PageHeader', () => {
  it('gives the page its heading, intro and actions', () => {
    renderWithShop(
      <PageHeader
        title="Deals"
        intro="Everything currently marked down."
        actions={<ButtonLink to="/">Browse the whole catalogue</ButtonLink>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByText('Everything currently marked down.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the whole catalogue' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'default');
  });

  it('leaves the intro out when there is none', () => {
    renderWithShop(<PageHeader variant="article" title="Help Center" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'article');
  });
});
