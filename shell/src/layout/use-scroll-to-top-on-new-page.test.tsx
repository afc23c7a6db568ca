import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollToTopOnNewPage } from './use-scroll-to-top-on-new-page';

let navigate: NavigateFunction;

function Page() {
  useScrollToTopOnNewPage();
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Page />
    </MemoryRouter>,
  );
}

describe('useScrollToTopOnNewPage', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves the page the document opened with where the shopper has scrolled it', () => {
    renderAt('/category/electronics');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('brings the next page in at its top', () => {
    renderAt('/category/electronics');
    act(() => navigate('/product/1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the place when only the query changes (a listing scrolls itself when its page does)', () => {
    renderAt('/category/electronics');
    act(() => navigate('/category/electronics?sort=price_asc'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
