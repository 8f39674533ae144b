import { runtimeConfig } from './boot/runtimeConfig';

// The config is read before any other chunk is requested, so its round trip overlaps theirs.
void runtimeConfig().catch(() => undefined);
// The async boundary lets the federation runtime negotiate shared modules before any is used.
import('./bootstrap');
