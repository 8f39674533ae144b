import { firstScreen, hasStoredSession } from './boot/firstScreen';
import { runtimeConfig } from './boot/runtimeConfig';
import { fetchManifestsEarly } from './federation/earlyManifests';
import { loadHostRuntime } from './federation/loadHostRuntime';

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
  void loadHostRuntime().catch(() => undefined);
  void import('./boot/startRemotesEarly').then(({ startRemotesEarly }) => startRemotesEarly()).catch(() => undefined);
}
// Everything else is a chunk of its own: it downloads while the config's request is in flight. Its
// chunk group is named: the build preloads its files from /login's page (packages/build-tools/src/loginPreload.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
