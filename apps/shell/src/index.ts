import { firstScreen, hasStoredSession } from './boot/firstScreen';
import { runtimeConfig } from './boot/runtimeConfig';
import { fetchManifestEarly } from './federation/earlyManifests';

// The config is read before any other chunk is requested, so its round trip overlaps theirs.
void runtimeConfig().catch(() => undefined);
// A page of the app needs a remote at once (the login form never asks for one). Its loading starts
// here rather than after the app's chunks: the federation runtime's chunk (which fetches the
// remotes' manifests as it arrives), and the small chunk that starts a deep link's remote page as
// soon as the config is known (./boot/startRemotesEarly.ts).
if (firstScreen(window.location.pathname, hasStoredSession()) === 'app') {
  // Every remote's manifest (the app reads them all within its first seconds), asked for now, while
  // the main thread is still free to read the answers: the runtime, and a deep link's early preload
  // of its remote's scripts, use these answers (./federation/earlyManifests.ts).
  void runtimeConfig()
    .then((config) => Object.values(config.remotes).forEach((url) => fetchManifestEarly(url)))
    .catch(() => undefined);
  void import('./federation/hostRuntime').catch(() => undefined);
  void import('./boot/startRemotesEarly').then(({ startRemotesEarly }) => startRemotesEarly()).catch(() => undefined);
}
// Everything else is a chunk of its own: it downloads while the config's request is in flight.
import('./bootstrap');
