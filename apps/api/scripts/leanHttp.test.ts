import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LeanPool } from './leanHttp';

// The load bench's client against a real node:http server: what it reads of each answer, and that a
// socket the server ends, a chunked body or a silent server never leaves a request hanging or mixes
// one answer into the next.
let server: Server;
let pool: LeanPool;
const posted: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/tagged') {
      if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304, { etag: '"v1"' }).end();
      return void res.writeHead(200, { etag: '"v1"', 'content-type': 'application/json' }).end('{"odds":[1.5,2]}');
    }
    if (req.url === '/cached') return void res.writeHead(200, { age: '0' }).end('from the cache');
    if (req.url === '/nginx-hit') return void res.writeHead(200, { 'x-cache': 'HIT' }).end('hit');
    if (req.url === '/nginx-miss') return void res.writeHead(200, { 'x-cache': 'MISS' }).end('miss');
    if (req.url === '/chunked') {
      res.writeHead(200);
      res.write('first part, ');
      setTimeout(() => res.end('and the rest'), 20);
      return;
    }
    if (req.url === '/split') {
      res.writeHead(200, { 'content-length': '10' });
      res.write('01234');
      setTimeout(() => res.end('56789'), 30);
      return;
    }
    if (req.url === '/closing') return void res.writeHead(200, { connection: 'close' }).end('bye');
    if (req.url === '/silent') return;
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        posted.push(body);
        res.writeHead(201).end();
      });
      return;
    }
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pool = new LeanPool((server.address() as AddressInfo).port, 4, 1500);
});
afterAll(async () => {
  pool.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the load bench's HTTP client", () => {
  it('reads the status and ETag, and revalidates to a 304 with no body', async () => {
    expect(await pool.send('/tagged', {})).toEqual({ status: 200, etag: '"v1"', proxied: false });
    expect(await pool.send('/tagged', { 'if-none-match': '"v1"' })).toEqual({
      status: 304,
      etag: '"v1"',
      proxied: false,
    });
    expect((await pool.send('/elsewhere', {})).status).toBe(404);
  });

  it("tells a proxy cache's answers (Age, X-Cache HIT) from an instance's", async () => {
    expect((await pool.send('/cached', {})).proxied).toBe(true);
    expect((await pool.send('/nginx-hit', {})).proxied).toBe(true);
    expect((await pool.send('/nginx-miss', {})).proxied).toBe(false);
  });

  it('sends a POST body whole', async () => {
    const body = JSON.stringify({ amount: 100, runnerName: 'High Card ₹' });
    expect((await pool.send('/bet', { 'content-type': 'application/json' }, body)).status).toBe(201);
    expect(posted.at(-1)).toBe(body);
  });

  it('waits for a chunked body to end before the socket takes the next request', async () => {
    const [chunked, after] = await Promise.all([pool.send('/chunked', {}), pool.send('/tagged', {})]);
    expect(chunked.status).toBe(200);
    expect(after).toEqual({ status: 200, etag: '"v1"', proxied: false });
  });

  it('reads a body that arrives in parts to its Content-Length before the socket takes the next request', async () => {
    const one = new LeanPool((server.address() as AddressInfo).port, 1, 1500);
    try {
      const started = performance.now();
      const [split, after] = await Promise.all([one.send('/split', {}), one.send('/tagged', {})]);
      expect(split.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(25);
      expect(after).toEqual({ status: 200, etag: '"v1"', proxied: false });
    } finally {
      one.close();
    }
  });

  it('opens a new socket after the server ends one, and loses no request', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pool.send(i % 3 === 0 ? '/closing' : '/tagged', {})),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  });

  it('gives up on a server that never answers, as status 0, and goes on serving', async () => {
    const started = performance.now();
    expect((await pool.send('/silent', {})).status).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
    expect((await pool.send('/tagged', {})).status).toBe(200);
  });

  it('once closed, answers what is queued or on its way with status 0 at once, and sends nothing more', async () => {
    const port = (server.address() as AddressInfo).port;
    const closing = new LeanPool(port, 2, 60_000);
    let arrived = 0;
    const count = () => (arrived += 1);
    server.on('request', count);
    try {
      // Two on their way to a server that does not answer, eight waiting for a socket.
      const answers = Array.from({ length: 10 }, () => closing.send('/silent', {}));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      closing.close();
      expect((await Promise.all(answers)).map((a) => a.status)).toEqual(Array(10).fill(0));
      expect(performance.now() - started).toBeLessThan(500);
      expect((await closing.send('/tagged', {})).status).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(arrived).toBe(2);
    } finally {
      server.off('request', count);
    }
  });
});
