import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase } from '../testing/harness';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A JSON answer well over the 1 KB threshold: the OpenAPI document (about 100 KB). */
const LARGE = '/docs/json';

describe('compressed API answers', () => {
  it('sends a large JSON answer as brotli when asked, and the bytes are the same JSON', async () => {
    const plain = await app.inject({ method: 'GET', url: LARGE });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip to a client that only takes gzip', async () => {
    const res = await app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as { openapi: string; paths: object };
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toContain('/cm/v1/cricket/all-matches-dashboard');
  });

  it('sends the plain JSON when the client does not ask for compression', async () => {
    const res = await app.inject({ method: 'GET', url: LARGE });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ info: { title: 'Exchange reference API' } });
  });

  it('leaves a tiny poll answer uncompressed even when compression is offered', async () => {
    const res = await app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ code: 200, message: 'Success', response: { status: 'ok' } });
  });
});
