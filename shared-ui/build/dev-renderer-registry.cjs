// Dev only, first module of every entry. React Fast Refresh learns about React's renderer through
// the DevTools global hook. On the composed page each remote brings its own refresh runtime and
// joins after react-dom has started; it finds the renderer only in `hook.renderers`, which the
// DevTools extension fills but react-refresh's stand-in hook does not. Recording renderers here
// lets a remote's components refresh in place inside the shell, without the extension.
const hook = typeof window === 'undefined' ? undefined : window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook && hook.renderers && !hook.shopRecordsRenderers) {
  const inject = hook.inject;
  hook.inject = function recordRenderer(renderer) {
    const id = inject.apply(this, arguments);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
  hook.shopRecordsRenderers = true;
}
