import { holdTapsUntilHydrated, sliceAreaReady } from './held-taps';

describe('taps on a slice area that has not hydrated yet', () => {
  it('are held, made again in order once the slice is ready, and pass straight through after', () => {
    document.body.innerHTML = `<div id="root"><header><button type="button">Menu</button></header>
      <main><div data-slice-area="/"><button type="button">One more</button><button type="button">Order</button>
      <a href="#deals">Deals</a></div></main></div>`;
    const root = document.getElementById('root')!;
    const seen: string[] = [];
    root.addEventListener('click', (event) => seen.push((event.target as HTMLElement).textContent ?? ''));
    holdTapsUntilHydrated(root);
    const button = (name: string) => [...root.querySelectorAll('button')].find((element) => element.textContent === name)!;

    button('One more').click();
    button('One more').click();
    button('Order').click();
    // The shell's own controls and links are not held.
    button('Menu').click();
    root.querySelector('a')!.click();
    expect(seen).toEqual(['Menu', 'Deals']);

    sliceAreaReady(root.querySelector('[data-slice-area]')!);
    expect(seen).toEqual(['Menu', 'Deals', 'One more', 'One more', 'Order']);

    button('Order').click();
    expect(seen.at(-1)).toBe('Order');
    expect(seen).toHaveLength(6);
  });

  it('are not held in an area rendered in the browser (a later page), where nothing waits', () => {
    document.body.innerHTML = '<div id="root"><main></main></div>';
    const root = document.getElementById('root')!;
    holdTapsUntilHydrated(root);
    root.querySelector('main')!.innerHTML = '<div data-slice-area="/cart"><button type="button">Retry</button></div>';
    const seen: string[] = [];
    root.addEventListener('click', (event) => seen.push((event.target as HTMLElement).textContent ?? ''));
    root.querySelector('button')!.click();
    expect(seen).toEqual(['Retry']);
  });
});

describe('taps the head script held before the scripts ran', () => {
  it("are made again: on the shell's markup once the layout has hydrated, on a slice's once it has", async () => {
    const { holdTapsUntilHydrated: hold, sliceAreaReady: ready, shellHydrated } = await import('./held-taps');
    document.body.innerHTML = `<div id="root"><header><button type="button">Menu</button></header>
      <main><div data-slice-area="/"><button type="button">Add to Cart</button></div></main></div>`;
    const root = document.getElementById('root')!;
    const [menu, addToCart] = [...root.querySelectorAll('button')];
    window.shopHeldTaps = [addToCart!, menu!];
    const seen: string[] = [];
    root.addEventListener('click', (event) => seen.push((event.target as HTMLElement).textContent ?? ''));

    hold(root);
    expect(window.shopHydrating).toBe(true);
    expect(window.shopHeldTaps).toEqual([]);
    shellHydrated();
    expect(seen).toEqual(['Menu']);
    ready(root.querySelector('[data-slice-area]')!);
    expect(seen).toEqual(['Menu', 'Add to Cart']);
  });
});
