// Replaces @module-federation/webpack-bundler-runtime's bundler.js in a remote's production build: the
// same object that module builds for its container, made of the functions the page's shell published
// (bundler-runtime-provider.js). Per container: its own instance, options and share scope object, and
// its own @module-federation/runtime (a thin layer over the shell's runtime core that keeps the
// container's instance: the shell's would refuse a second name, RUNTIME-010).
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(
    'This remote needs the federation bundler runtime of its host: load it under a shell built with shared-ui/build (or its standalone federation-runtime.js)',
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export const { instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions } = federation;
export { runtime };
export default federation;
