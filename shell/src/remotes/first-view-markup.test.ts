import { firstViewMarkupFor, readFirstViewMarkup } from './first-view-markup';

function pageWith(html: string): ParentNode {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the prerendered route markup', () => {
  it("reads the route's markup and the path it was rendered for from the server's page", () => {
    const page = pageWith(
      '<div data-first-view="shell"><header>ShopHub</header><main><div data-first-view="route" data-path="/"><h1>Discover our products</h1></div></main></div>',
    );
    expect(readFirstViewMarkup(page)).toEqual({ path: '/', html: '<h1>Discover our products</h1>' });
  });

  it('finds nothing in a page without prerendered route markup', () => {
    expect(readFirstViewMarkup(pageWith('<div data-first-view="shell"><main></main></div>'))).toBeNull();
  });

  it("offers the markup only on the page's first location and for the path it was rendered for", () => {
    const markup = { path: '/', html: '<h1>Discover our products</h1>' };
    expect(firstViewMarkupFor({ pathname: '/', key: 'default' }, markup)).toBe(markup.html);
    expect(firstViewMarkupFor({ pathname: '/', key: 'a1b2c3' }, markup)).toBeNull();
    expect(firstViewMarkupFor({ pathname: '/classic', key: 'default' }, markup)).toBeNull();
    expect(firstViewMarkupFor({ pathname: '/', key: 'default' }, null)).toBeNull();
  });
});
