// The federation bundler runtime (what each container's remoteEntry.js runs to init its sharing and
// expose its modules) is the same code in every app. The shell publishes its copy under this global
// (bundler-runtime-provider.js) and a remote's production build reads it from there instead of shipping
// its own (external-bundler-runtime.js): about 3.5 KB gzip off every remoteEntry.js (shared-ui/README.md).
export const BUNDLER_RUNTIME_GLOBAL = '__shopFederationBundlerRuntime';
