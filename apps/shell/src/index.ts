import { firstScreen, hasStoredSession } from './boot/firstScreen';
import { runtimeConfig } from './boot/runtimeConfig';
import { fetchManifestsEarly } from './federation/earlyManifests';

// The config is read before any other chunk is requested, so its round trip overlaps theirs.
void runtimeConfig().catch(() => undefined);
// A page of the app needs a remote at once (the login form never asks for one). Its loading starts
// here rather than after the app's chunks: every remote's manifest, asked for while the main thread
// is still free to read the answers (the runtime and a deep link's early preload of its remote's
// scripts use them, ./federation/earlyManifests.ts), the federation runtime's chunk, and the small
// chunk that starts a deep link's remote page as soon as the config is known
// (./boot/startRemotesEarly.ts).
if (firstScreen(window.location.pathname, hasStoredSession()) === 'app') {
  void runtimeConfig()
    .then(fetchManifestsEarly)
    .catch(() => undefined);
  // The chunk is named, here and in ./federation/remoteRegistry.ts: the bundler makes a chunk per
  // unnamed import() call site, so each site had its own copy of the runtime, and the registry's first
  // use of it waited for the second copy to download and run behind the app's chunks.
  void import(/* webpackChunkName: "host-runtime" */ './federation/hostRuntime').catch(() => undefined);
  void import('./boot/startRemotesEarly').then(({ startRemotesEarly }) => startRemotesEarly()).catch(() => undefined);
}
// Everything else is a chunk of its own: it downloads while the config's request is in flight.
import('./bootstrap');
