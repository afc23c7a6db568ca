// Publishes the page's federation bundler runtime for the remotes (bundler-runtime-global.js). Imported
// by the shell as a federation runtime plugin and by a remote's standalone federation-runtime.js.
import { bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
// The shell exposes nothing, so its own bundler runtime is built without this; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
  attachShareScopeMap,
  // Functions only: each container gets its own bundlerRuntime object (external-bundler-runtime.js).
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry, S: undefined },
};

export default function provideBundlerRuntimePlugin() {
  return { name: 'shop-provide-bundler-runtime' };
}
