import { createContext } from 'react';
import type { SliceRoutesModule } from 'shared-ui/types';
import { loadSliceRoutes, resetRemote } from './remote-registry';

/** How RemoteSlice gets a slice's routes: the federation runtime in the browser, its server build on the server. */
export interface SliceLoader {
  /** The same promise for the same slice, so React can wait for it (`use`). */
  load: (remote: string) => Promise<SliceRoutesModule>;
  /** Forget a failed slice so the next load tries afresh. */
  reset: (remote: string) => Promise<void>;
}

export const SliceLoaderContext = createContext<SliceLoader>({ load: loadSliceRoutes, reset: resetRemote });
