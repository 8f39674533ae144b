import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// The DOM tests of a worker share one module graph (vitest.config.ts): what one file leaves mounted
// or queued must not show up in the next. Testing Library's own cleanup registers only once per graph.
afterEach(() => {
  cleanup();
  // A new toast outlet replays every toast still active in sonner's queue.
  toast.dismiss();
});
