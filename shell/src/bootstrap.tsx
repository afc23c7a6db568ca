import { createRoot } from 'react-dom/client';
import { connectApiClientToStore, shopStore } from 'shared-ui/state';
import { App } from './app';
import { loadRemotesMap } from './remotes/remote-registry';
import { slicesFromMap } from './remotes/slices';

connectApiClientToStore(shopStore);

// The route table comes from /remotes.json (each slice's release declares its routes), so the map
// is read before the first render. Without it the header, footer and the shell's own pages still
// work; every other path offers a retry.
void loadRemotesMap()
  .then(slicesFromMap, (error: unknown) => {
    console.error('[shell] the remotes map could not be read:', error instanceof Error ? error.message : error);
    return null;
  })
  .then((slices) => {
    createRoot(document.getElementById('root')!).render(<App slices={slices} />);
  });
