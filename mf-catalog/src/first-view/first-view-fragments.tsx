import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { shopTheme } from 'shared-ui/design';
import { renderFragment, type FirstViewFragment } from 'shared-ui/first-view';
import { ListingFirstView } from '../pages/listing-page';

/**
 * The home page's fixed top (title and hero), rendered at build time into
 * dist/first-view-home.json and named in package.json `shophub.firstView["/"].markup`, so it ships
 * with this slice's release. The shell shows it until the listing has rendered.
 */
export function renderFirstViewFragments(): Record<string, FirstViewFragment> {
  return {
    'first-view-home.json': renderFragment(
      <ThemeProvider theme={shopTheme}>
        <MemoryRouter initialEntries={['/']}>
          <ListingFirstView />
        </MemoryRouter>
      </ThemeProvider>,
      'catalog-first-view-',
    ),
  };
}
