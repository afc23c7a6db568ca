import { readServerMarkup, serverMarkupFor } from './server-markup';

function pageWith(html: string): ParentNode {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe("the slice's server-rendered markup", () => {
  it("reads the slice area's markup and the path it was rendered for from the server's page", () => {
    const page = pageWith('<header>ShopHub</header><main><div data-slice-area="/"><h1>Discover our products</h1></div></main>');
    expect(readServerMarkup(page)).toEqual({ path: '/', html: '<h1>Discover our products</h1>' });
  });

  it('finds nothing in a page whose slice area the server left empty', () => {
    expect(readServerMarkup(pageWith('<main><div data-slice-area="/"></div></main>'))).toBeNull();
    expect(readServerMarkup(pageWith('<main></main>'))).toBeNull();
    // The server could not render the slice: its placeholder is not content to keep.
    const leftToTheBrowser =
      '<main><div data-slice-area="/"><!--$!--><template></template><div role="status">Loading</div><!--/$--></div></main>';
    expect(readServerMarkup(pageWith(leftToTheBrowser))).toBeNull();
  });

  it("offers the markup only on the page's first location and for the path it was rendered for", () => {
    const markup = { path: '/', html: '<h1>Discover our products</h1>' };
    expect(serverMarkupFor({ pathname: '/', key: 'default' }, markup)).toBe(markup.html);
    expect(serverMarkupFor({ pathname: '/', key: 'a1b2c3' }, markup)).toBeNull();
    expect(serverMarkupFor({ pathname: '/classic', key: 'default' }, markup)).toBeNull();
    expect(serverMarkupFor({ pathname: '/', key: 'default' }, null)).toBeNull();
  });
});
