import { createRoot } from 'react-dom/client';
import { connectApiClientToStore, shopStore } from 'shared-ui/state';
import { App } from './app';
import { loadRemotesMap } from './remotes/remote-registry';

// Start fetching /remotes.json now; routes wait for it only when they need a remote.
void loadRemotesMap();
connectApiClientToStore(shopStore);

createRoot(document.getElementById('root')!).render(<App />);
