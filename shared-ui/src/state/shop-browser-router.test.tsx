import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { tapOutsideAct } from '../testing';
import { ShopBrowserRouter } from './shop-browser-router';

// A page whose data never arrives: where it is rendered, React suspends.
const never = new Promise<never>(() => undefined);
function WaitingPage(): never {
  return use(never);
}

function GoButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate('/next')}>Go</button>
      <button onClick={() => void navigate('/next', { flushSync: true })}>Go at once</button>
    </>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <ShopBrowserRouter>
      <GoButtons />
      <Suspense fallback={<p>Loading the page</p>}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/next" element={<WaitingPage />} />
        </Routes>
      </Suspense>
    </ShopBrowserRouter>,
  );
}

describe('ShopBrowserRouter', () => {
  it('renders a navigation as a transition: the page on screen stays until the next one is ready', async () => {
    renderAt('/');
    // Outside act(), which would render the transition to the end before looking.
    tapOutsideAct(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(window.location.pathname).toBe('/next'));
    // A plain update would have replaced the page with the boundary's fallback.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });

  it('renders a navigation asked with flushSync at once', async () => {
    renderAt('/');
    tapOutsideAct(screen.getByRole('button', { name: 'Go at once' }));
    expect(await screen.findByText('Loading the page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  });
});
