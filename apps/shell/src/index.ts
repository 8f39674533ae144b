// The async boundary lets the federation runtime negotiate shared modules before any is used.
import('./bootstrap');
