// A remote's production build leaves the federation runtime out (experiments.externalRuntime): in
// the shop the shell's copy serves every remote. A remote's own standalone page has no shell, so it
// loads this first: the same runtime, published under the global the remote's bundles read.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
