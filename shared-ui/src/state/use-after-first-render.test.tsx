import { act, render, screen } from '@testing-library/react';
import type * as shopState from 'shared-ui/state';
import { serverRenderThenHydrate } from '../testing';

/** The hook as the side rendering the page has it (serverRenderThenHydrate renders the server's side on module copies). */
function laterPart() {
  const { useAfterFirstRender } = require('shared-ui/state') as typeof shopState;
  return function LaterPart({ renders }: { renders: boolean[] }) {
    const after = useAfterFirstRender();
    renders.push(after);
    return <p>{after ? 'all slides' : 'first slide'}</p>;
  };
}

describe('useAfterFirstRender', () => {
  it('is false on the server and while hydrating, so the markup matches, and true right after', async () => {
    const renders: boolean[] = [];
    const page = () => {
      const LaterPart = laterPart();
      return <LaterPart renders={renders} />;
    };
    const { html, hydrationProblems } = await serverRenderThenHydrate(page);
    expect(html).toContain('first slide');
    expect(hydrationProblems).toEqual([]);
    expect(await screen.findByText('all slides')).toBeInTheDocument();
    // Server, hydration, then the one background render.
    expect(renders).toEqual([false, false, true]);
  });

  it('is false in the first render of a part mounted in the browser too, then true', async () => {
    const renders: boolean[] = [];
    const LaterPart = laterPart();
    await act(async () => {
      render(<LaterPart renders={renders} />);
    });
    expect(screen.getByText('all slides')).toBeInTheDocument();
    expect(renders).toEqual([false, true]);
  });
});
