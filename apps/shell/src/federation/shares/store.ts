/**
 * What a remote's `./preload` runs on (contract 1.4: the store and the HTTP clients, and the TypeBox
 * its contracts read answers with), and the polls its endpoints are declared with, from one module:
 * one chunk group that holds no design system, so that a cold deep link's first answers never wait
 * for Chakra.
 */
export * as liveData from '@exchange/live-data';
export * as sharedAuth from '@exchange/shared-auth';
export * as sharedHttp from '@exchange/shared-http';
export * as typeboxKit from '@exchange/typebox-kit';
