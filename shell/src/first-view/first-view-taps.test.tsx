import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from 'shared-ui/design';
import { renderWithShop } from 'shared-ui/testing';
import {
  HOLD_LINKS_MS,
  KEEP_FIRST_VIEW_TAPS_SCRIPT,
  releaseFirstViewTaps,
  replayFirstViewTaps,
  type FirstViewTaps,
} from './first-view-taps';

/** Runs the head script as the page does, before any bundle: a fresh keeper for each test. */
function keepTaps(): FirstViewTaps {
  // Indirect eval: the script runs in the page's global scope, as an inline <script> does.
  (0, eval)(KEEP_FIRST_VIEW_TAPS_SCRIPT);
  return window.shopFirstViewTaps!;
}

const added: Element[] = [];

/** The server's markup of a product's controls, dead until React has the page, and a header link. */
function serverMarkup(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `<div data-first-view="shell">
    <header><a href="/wishlist">Wishlist</a><a href="/help" target="_blank">Help</a></header>
    <main><div data-first-view="route" data-path="/product/7">
      <button type="button" aria-label="Decrease quantity" data-first-view-action="quantity-decrease" disabled>−</button>
      <button type="button" aria-label="Increase quantity" data-first-view-action="quantity-increase">+</button>
      <button type="button" aria-pressed="false" aria-label="Add Lamp to wishlist" data-first-view-action="wishlist">♡</button>
      <button type="button" data-first-view-action="add-to-cart">Add to Cart</button>
    </div></main></div>`;
  document.body.append(page);
  added.push(page);
  return page;
}

/** Whether a click got past the page's head script to the page (a link's own navigation included). */
function clicksThatGotThrough(): string[] {
  const through: string[] = [];
  const record = (event: Event) => {
    through.push((event.target as HTMLElement).textContent ?? '');
    // jsdom cannot navigate; the test only needs to know the click was not held.
    event.preventDefault();
  };
  window.addEventListener('click', record);
  cleanups.push(() => window.removeEventListener('click', record));
  return through;
}

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
  for (const cleanup of cleanups.splice(0)) cleanup();
  delete window.shopFirstViewTaps;
  jest.restoreAllMocks();
});

describe("taps on the server's markup before React has the page", () => {
  it('keeps every tap on a control, in order, a double tap as two, and shows each control as waiting', async () => {
    const kept = keepTaps();
    const markup = within(serverMarkup());
    const through = clicksThatGotThrough();

    await userEvent.click(markup.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.dblClick(markup.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(markup.getByRole('button', { name: 'Add to Cart' }));

    expect(kept.taps).toEqual([
      { action: 'quantity-increase', pressed: null },
      { action: 'quantity-increase', pressed: null },
      { action: 'quantity-increase', pressed: null },
      { action: 'add-to-cart', pressed: null },
    ]);
    expect(markup.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-busy', 'true');
    expect(markup.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'true');
    expect(markup.getByRole('button', { name: 'Add Lamp to wishlist' })).not.toHaveAttribute('aria-busy');
    expect(through).toEqual([]);
  });

  it('keeps the state each tap on a toggle meant to change: two taps on the heart are "add", then "remove"', async () => {
    const kept = keepTaps();
    const heart = within(serverMarkup()).getByRole('button', { name: 'Add Lamp to wishlist' });
    await userEvent.click(heart);
    await userEvent.click(heart);
    expect(kept.taps).toEqual([
      { action: 'wishlist', pressed: 'false' },
      { action: 'wishlist', pressed: 'true' },
    ]);
  });

  it('lets links work natively while no tap is waiting', async () => {
    const kept = keepTaps();
    const through = clicksThatGotThrough();
    await userEvent.click(within(serverMarkup()).getByRole('link', { name: 'Wishlist' }));
    expect(through).toEqual(['Wishlist']);
    expect(kept.taps).toEqual([]);
  });

  it('holds a plain link click once a tap is waiting, but not a click that opens another tab', async () => {
    const kept = keepTaps();
    const page = within(serverMarkup());
    const through = clicksThatGotThrough();
    await userEvent.click(page.getByRole('button', { name: 'Add Lamp to wishlist' }));

    await userEvent.click(page.getByRole('link', { name: 'Help' }));
    fireEvent.click(page.getByRole('link', { name: 'Wishlist' }), { ctrlKey: true });
    expect(through).toEqual(['Help', 'Wishlist']);

    await userEvent.click(page.getByRole('link', { name: 'Wishlist' }));
    expect(through).toEqual(['Help', 'Wishlist']);
    expect(kept.taps).toEqual([{ action: 'wishlist', pressed: 'false' }, { link: 'http://localhost/wishlist' }]);
    expect(page.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('aria-busy', 'true');
  });

  it(`stops holding links ${HOLD_LINKS_MS / 1000} s after the first waiting tap: a page whose scripts never come keeps its links`, async () => {
    const kept = keepTaps();
    const page = within(serverMarkup());
    const through = clicksThatGotThrough();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
    jest.spyOn(Date, 'now').mockReturnValue(now + HOLD_LINKS_MS + 1);
    await userEvent.click(page.getByRole('link', { name: 'Wishlist' }));
    expect(through).toEqual(['Wishlist']);
    expect(kept.taps).toEqual([{ action: 'add-to-cart', pressed: null }]);
  });
});

/** The product page's controls as React renders them, with the same data-first-view-action names. */
function ProductControls({
  onAdd,
  stock = 5,
  inWishlist = false,
}: {
  onAdd: (qty: number) => void;
  stock?: number;
  inWishlist?: boolean;
}) {
  const [qty, setQty] = useState(1);
  const [wished, setWished] = useState(inWishlist);
  return (
    <main aria-label="React's page">
      <QuantityStepper value={qty} max={stock} onChange={setQty} firstViewAction="quantity" />
      <button
        type="button"
        aria-pressed={wished}
        aria-label={wished ? 'Remove Lamp from wishlist' : 'Add Lamp to wishlist'}
        data-first-view-action="wishlist"
        onClick={() => setWished(!wished)}
      >
        ♡
      </button>
      <button type="button" data-first-view-action="add-to-cart" onClick={() => onAdd(qty)}>
        Add to Cart
      </button>
      <a href="/wishlist">Wishlist</a>
    </main>
  );
}

const reactPage = () => screen.getByRole('main', { name: "React's page" });

describe('the taps replayed once React has the page', () => {
  // The replay runs as in a browser, outside act(): each click's update commits on its own.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;
  beforeEach(() => {
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });

  async function tap(markup: HTMLElement, ...names: string[]) {
    for (const name of names) await userEvent.click(within(markup).getByRole('button', { name }));
  }

  it('clicks the page\'s own controls in order, each after the one before has rendered: "+", "+", Add to Cart adds 3', async () => {
    const kept = keepTaps();
    const markup = serverMarkup();
    await tap(markup, 'Increase quantity', 'Increase quantity', 'Add to Cart');
    const adds: number[] = [];
    renderWithShop(<ProductControls onAdd={(qty) => adds.push(qty)} />);

    await replayFirstViewTaps(reactPage(), { kept });
    expect(adds).toEqual([3]);
    // Heard and done: the markup's controls no longer show as waiting.
    expect(markup.querySelectorAll('[aria-busy]')).toHaveLength(0);
  });

  it('skips a tap the page no longer allows: the stock limit stops "+"', async () => {
    const kept = keepTaps();
    await tap(serverMarkup(), 'Increase quantity', 'Increase quantity', 'Increase quantity', 'Add to Cart');
    const adds: number[] = [];
    renderWithShop(<ProductControls onAdd={(qty) => adds.push(qty)} stock={2} />);
    await replayFirstViewTaps(reactPage(), { kept });
    expect(adds).toEqual([2]);
  });

  it('adds to the wishlist on a tap of the empty heart, and does not remove a product already in it', async () => {
    const kept = keepTaps();
    await tap(serverMarkup(), 'Add Lamp to wishlist');
    const { unmount } = renderWithShop(<ProductControls onAdd={() => {}} />);
    await replayFirstViewTaps(reactPage(), { kept });
    expect(screen.getByRole('button', { name: 'Remove Lamp from wishlist', pressed: true })).toBeInTheDocument();
    unmount();

    const again = keepTaps();
    await tap(serverMarkup(), 'Add Lamp to wishlist');
    renderWithShop(<ProductControls onAdd={() => {}} inWishlist />);
    await replayFirstViewTaps(reactPage(), { kept: again });
    expect(screen.getByRole('button', { name: 'Remove Lamp from wishlist', pressed: true })).toBeInTheDocument();
  });

  it("follows a held link after the taps, through the page's own link", async () => {
    const kept = keepTaps();
    const markup = serverMarkup();
    await tap(markup, 'Add Lamp to wishlist');
    await userEvent.click(within(markup).getByRole('link', { name: 'Wishlist' }));
    renderWithShop(<ProductControls onAdd={() => {}} />);
    const main = reactPage();
    const order: string[] = [];
    main.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      order.push(target.getAttribute('aria-label') ?? target.textContent ?? '');
      if (target instanceof HTMLAnchorElement) event.preventDefault();
    });
    const location = { assign: jest.fn() };

    await replayFirstViewTaps(main, { kept, location });
    expect(order).toEqual(['Add Lamp to wishlist', 'Wishlist']);
    expect(screen.getByRole('button', { name: 'Remove Lamp from wishlist', pressed: true })).toBeInTheDocument();
    expect(location.assign).not.toHaveBeenCalled();
    expect(within(markup).getByRole('link', { name: 'Wishlist' })).not.toHaveAttribute('aria-busy');
  });

  it('loads the held link as a page when the page has no link of its own to it, and replays only once', async () => {
    const kept = keepTaps();
    const markup = serverMarkup();
    await tap(markup, 'Add to Cart');
    markup.querySelector('header')!.insertAdjacentHTML('beforeend', '<a href="/help/returns">Returns</a>');
    await userEvent.click(within(markup).getByRole('link', { name: 'Returns' }));
    const adds: number[] = [];
    renderWithShop(<ProductControls onAdd={(qty) => adds.push(qty)} />);
    const location = { assign: jest.fn() };

    await replayFirstViewTaps(reactPage(), { kept, location });
    await replayFirstViewTaps(reactPage(), { kept, location });
    expect(adds).toEqual([1]);
    expect(location.assign.mock.calls).toEqual([['http://localhost/help/returns']]);
  });

  it('drops the taps when the page will not come, follows the link the shopper held, and gives links back', async () => {
    const kept = keepTaps();
    const markup = serverMarkup();
    await tap(markup, 'Add to Cart');
    await userEvent.click(within(markup).getByRole('link', { name: 'Wishlist' }));
    const location = { assign: jest.fn() };

    releaseFirstViewTaps({ kept, location });
    expect(location.assign.mock.calls).toEqual([['http://localhost/wishlist']]);
    expect(kept).toMatchObject({ taps: [], closed: true });
    const through = clicksThatGotThrough();
    await userEvent.click(within(markup).getByRole('link', { name: 'Wishlist' }));
    expect(through).toEqual(['Wishlist']);
  });
});
