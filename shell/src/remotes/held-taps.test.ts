import { holdTapsUntilHydrated, sliceAreaReady } from './held-taps';

describe('taps on a slice area that has not hydrated yet', () => {
  it('are held, made again in order once the slice is ready, and pass straight through after', async () => {
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
    await new Promise((resolve) => setTimeout(resolve, 0));
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
    expect(root.hasAttribute('data-hydrated')).toBe(false);
    shellHydrated();
    expect(root.hasAttribute('data-hydrated')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['Menu']);
    ready(root.querySelector('[data-slice-area]')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['Menu', 'Add to Cart']);
  });
});

describe('text typed into the server-rendered form before hydration', () => {
  it('reaches React as input events once the part has hydrated, before the held Submit is made', async () => {
    const { holdTapsUntilHydrated: hold, sliceAreaReady: ready } = await import('./held-taps');
    document.body.innerHTML = `<div id="root"><main><div data-slice-area="/login"><form>
      <input name="email" value=""><select name="rating"><option value="" selected>Select...</option><option value="5">5</option></select>
      <button type="button">Sign In</button></form></div></main></div>`;
    const root = document.getElementById('root')!;
    hold(root);
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
    root.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLSelectElement).value}`));
    root.addEventListener('click', () => seen.push('click'));
    root.querySelector('input')!.value = 'customer@example.com';
    root.querySelector('select')!.value = '5';
    root.querySelector('button')!.click();
    expect(seen).toEqual([]);

    ready(root.querySelector('[data-slice-area]')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['input customer@example.com', 'change 5', 'click']);
    expect(root.querySelector('input')!.value).toBe('customer@example.com');
  });
});

describe('a form sent (Enter) before its part has hydrated', () => {
  it('is held, never sent by the browser, and sent through the page once hydrated', async () => {
    const { holdTapsUntilHydrated: hold, sliceAreaReady: ready } = await import('./held-taps');
    document.body.innerHTML = `<div id="root"><main><div data-slice-area="/login"><form><input name="email"></form></div></main></div>`;
    const root = document.getElementById('root')!;
    hold(root);
    const form = root.querySelector('form')!;
    const sent: boolean[] = [];
    root.addEventListener('submit', (event) => sent.push(event.defaultPrevented));
    form.requestSubmit();
    expect(sent).toEqual([]);

    ready(root.querySelector('[data-slice-area]')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([false]);
  });
});
