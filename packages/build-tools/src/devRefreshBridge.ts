/**
 * Development only (the shell's `source.preEntry` under `rsbuild dev`): lets a remote's React Refresh
 * runtime see the React DOM the shell loaded, so editing a remote's component updates it in place.
 *
 * Each app bundles its own React Refresh runtime. A runtime learns of React DOM when React DOM calls
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__.inject(renderer)`, or, for a runtime that starts later, from the
 * hook's `renderers` map. Without the React DevTools extension, the hook is the stand-in the first
 * runtime (the shell's) creates, whose `inject` does not fill `renderers`: a remote's runtime, loaded
 * after React DOM, then finds no renderer, and its updates are downloaded and applied but never rendered.
 * Recording each injected renderer in `renderers`, as the real DevTools hook does, closes that gap.
 */
type Hook = {
  renderers?: Map<number, unknown>;
  inject?: (renderer: unknown) => number;
  __exchangeRecordsRenderers?: boolean;
};

const global = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook };
let nextId = 1;
const hook: Hook = (global.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  renderers: new Map(),
  supportsFiber: true,
  inject: () => nextId++,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
} as Hook);

if (!hook.__exchangeRecordsRenderers && typeof hook.inject === 'function') {
  const inject = hook.inject;
  hook.renderers ??= new Map();
  hook.inject = function recordRenderer(this: Hook, renderer: unknown) {
    const id = inject.call(this, renderer);
    if (!hook.renderers!.has(id)) hook.renderers!.set(id, renderer);
    return id;
  };
  hook.__exchangeRecordsRenderers = true;
}

export {};
