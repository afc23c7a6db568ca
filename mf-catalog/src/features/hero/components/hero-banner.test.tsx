import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShop, serverRenderThenHydrate } from 'shared-ui/testing';
import { HERO_INTERVAL_MS, HOME_SLIDES } from '../hero-slides';
import { HeroBanner } from './hero-banner';
import type * as HeroBannerModule from './hero-banner';

// Hidden slides have no accessible name, so they are found by their label attribute.
const slide = (n: number) => document.querySelector(`[aria-roledescription="slide"][aria-label="${n} of ${HOME_SLIDES.length}"]`);
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('HeroBanner', () => {
  it('moves to the next slide every 8 s, fading the previous one out over 600 ms', () => {
    renderWithShop(<HeroBanner slides={HOME_SLIDES} intervalMs={HERO_INTERVAL_MS} label="Featured offers" />);
    expect(slide(1)).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('heading', { name: HOME_SLIDES[0]!.title })).toBeInTheDocument();

    advance(7999);
    expect(slide(1)).toHaveAttribute('data-state', 'active');
    advance(1);
    expect(slide(2)).toHaveAttribute('data-state', 'active');
    expect(slide(1)).toHaveAttribute('data-state', 'leaving');
    advance(599);
    expect(slide(1)).toHaveAttribute('data-state', 'leaving');
    advance(1);
    expect(slide(1)).toHaveAttribute('data-state', 'inactive');
    expect(screen.getByRole('button', { name: `Go to slide 2: ${HOME_SLIDES[1]!.title}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    renderWithShop(<HeroBanner slides={HOME_SLIDES} intervalMs={HERO_INTERVAL_MS} label="Featured offers" />);
    const hero = screen.getByRole('region', { name: 'Featured offers' });
    advance(5000);
    fireEvent.mouseEnter(hero);
    advance(20_000);
    expect(slide(1)).toHaveAttribute('data-state', 'active');
    fireEvent.mouseLeave(hero);
    advance(2999);
    expect(slide(1)).toHaveAttribute('data-state', 'active');
    advance(1);
    expect(slide(2)).toHaveAttribute('data-state', 'active');
  });

  it('pauses while a control has keyboard focus', () => {
    renderWithShop(<HeroBanner slides={HOME_SLIDES} intervalMs={HERO_INTERVAL_MS} label="Featured offers" />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(30_000);
    expect(slide(1)).toHaveAttribute('data-state', 'active');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    advance(HERO_INTERVAL_MS);
    expect(slide(2)).toHaveAttribute('data-state', 'active');
  });

  it('goes to a slide from its dot and from previous and next', () => {
    renderWithShop(<HeroBanner slides={HOME_SLIDES} intervalMs={HERO_INTERVAL_MS} label="Featured offers" />);
    fireEvent.click(screen.getByRole('button', { name: `Go to slide 3: ${HOME_SLIDES[2]!.title}` }));
    expect(slide(3)).toHaveAttribute('data-state', 'active');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide(1)).toHaveAttribute('data-state', 'active');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slide(3)).toHaveAttribute('data-state', 'active');
  });

  it('stays still and shows no progress bar when the shopper prefers reduced motion', () => {
    preferReducedMotion(true);
    renderWithShop(<HeroBanner slides={HOME_SLIDES} intervalMs={HERO_INTERVAL_MS} label="Featured offers" />);
    advance(60_000);
    expect(slide(1)).toHaveAttribute('data-state', 'active');
    expect(screen.queryByTestId('hero-progress')).not.toBeInTheDocument();
  });

  it('fills the progress bar over the interval', () => {
    renderWithShop(<HeroBanner slides={HOME_SLIDES} intervalMs={6000} label="Classic offers" />);
    expect(screen.getByTestId('hero-progress').firstElementChild).toHaveStyle({ animationDuration: '6000ms' });
    advance(6000);
    expect(slide(2)).toHaveAttribute('data-state', 'active');
  });

  it("says each slide's title once and leaves the header's fixed figures to the header", () => {
    renderWithShop(<HeroBanner slides={HOME_SLIDES} intervalMs={HERO_INTERVAL_MS} label="Featured offers" />);
    const hero = screen.getByRole('region', { name: 'Featured offers' });
    const headings = [...hero.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings).toEqual(HOME_SLIDES.map((heroSlide) => heroSlide.title));
    HOME_SLIDES.forEach((heroSlide, index) => {
      const group = slide(index + 1)!;
      expect(group.querySelectorAll('h2')).toHaveLength(1);
      // The picture beside the title is decoration (its banner paints no words, api/src/images).
      expect(group.querySelector('img')).toHaveAttribute('alt', '');
      expect(`${heroSlide.subtitle} ${heroSlide.description}`).not.toContain(heroSlide.title);
    });
    expect(hero).not.toHaveTextContent(/250K\+ customers|98% satisfaction|4\.9 rating/);
    expect(screen.queryByRole('list', { name: 'Why shop with us' })).not.toBeInTheDocument();
  });
});

describe('HeroBanner from the server', () => {
  beforeEach(() => jest.useRealTimers());

  it('sends the first slide only, and adds the others once hydrated, with no mismatch', async () => {
    const { html, hydrationProblems } = await serverRenderThenHydrate(() => {
      const { HeroBanner: ServerHeroBanner } = require('./hero-banner') as typeof HeroBannerModule;
      return <ServerHeroBanner slides={HOME_SLIDES} intervalMs={HERO_INTERVAL_MS} label="Featured offers" />;
    });
    expect(hydrationProblems).toEqual([]);
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(server.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(1);
    expect(server.querySelector('h2')).toHaveTextContent(HOME_SLIDES[0]!.title);
    // No control points at a slide the page does not have yet.
    const controlled = [...server.querySelectorAll('[aria-controls]')].map((dot) => dot.getAttribute('aria-controls'));
    expect(controlled.every((id) => server.querySelector(`[id="${id}"]`))).toBe(true);

    expect(await screen.findAllByRole('group', { hidden: true })).toHaveLength(HOME_SLIDES.length);
    expect(slide(1)).toHaveAttribute('data-state', 'active');
    expect(slide(HOME_SLIDES.length)).toHaveAttribute('data-state', 'inactive');
  });
});
