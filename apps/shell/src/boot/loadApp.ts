/** The whole app (store, router, frame, design system), as one chunk loaded after the first screen. */
export type ShellApp = typeof import('../app/startApp');

let loading: Promise<ShellApp> | null = null;

/** Loads the app once; a failed load (network) is forgotten so the next call tries again. */
export function loadApp(): Promise<ShellApp> {
  if (!loading) {
    loading = import('../app/startApp');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
