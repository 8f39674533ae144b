import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
// The design system is a chunk the apps load on demand (system.ts, issue 12). A test renders
// UiProvider as a remote's own page does, after loading it; `hasBrandSystem` still tells whether a
// page has built one.
import '../designSystem';

// The DOM tests of a worker share one module graph (vitest.config.ts): what one file leaves mounted
// or queued must not show up in the next. Testing Library's own cleanup registers only once per graph.
afterEach(() => {
  cleanup();
  // A new toast outlet replays every toast still active in sonner's queue.
  toast.dismiss();
});

// findBy… and waitFor wait 1 s by default. A screen that loads a lazy part (a ladder, a dialog) shows it
// within that on an idle machine, not always on a shared 2-core one running every project at once (a
// ladder missed it in CI); what never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });
