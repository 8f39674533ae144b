// A lean HTTP/1.1 client for the load bench (loadBench.ts): keep-alive sockets to one loopback port,
// one request at a time per socket, answers read only as far as the bench needs (status, ETag, Age,
// X-Cache) and their bodies skipped. Not a general client: no redirects, no upgrades, loopback only; a
// chunked body is taken as ended at its first `0\r\n\r\n`, which the API's JSON never holds.
//
// Hand-written on purpose. The generator shares the 2 cores with the servers it measures, and its CPU
// is taken from them: with node:http's client it took 49 % of a core at 5000 simulated players and
// p99 went over the 50 ms goal, with this one 30 % (2026-11-27). undici's Pool, the library made for
// this, took 24-27 % of a core where this client took 12-15 %, at the same 2000 polls a second from
// 5000 player timers against one loopback server, three runs each, alternated (2026-12-07); its
// `dispatch` without a body stream 24-25 %. So it would hand the API's CPU to the generator again.
import { connect, type Socket } from 'node:net';

export type LeanAnswer = { status: number; etag?: string; proxied: boolean };

type Waiting = { request: string; resolve: (answer: LeanAnswer) => void; started: number };
type Connection = { socket: Socket; buffer: Buffer; current: Waiting | null };

const HEADER_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('0\r\n\r\n');
const FAILED: LeanAnswer = { status: 0, proxied: false };

/** The status line and the headers the bench reads, from an answer's head (latin1). */
function readHead(head: string): {
  status: number;
  length: number;
  chunked: boolean;
  close: boolean;
  answer: LeanAnswer;
} {
  const lines = head.split('\r\n');
  // Anything but a status line here means the socket lost its place in the stream: no answer.
  const status = lines[0]!.startsWith('HTTP/1.') ? Number(lines[0]!.split(' ')[1]) || 0 : 0;
  let length = 0;
  let chunked = false;
  let close = false;
  let etag: string | undefined;
  let proxied = false;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') length = Number(value) || 0;
    else if (name === 'transfer-encoding') chunked = value.toLowerCase().includes('chunked');
    else if (name === 'connection') close = value.toLowerCase() === 'close';
    else if (name === 'etag') etag = value;
    else if (name === 'age') proxied = true;
    else if (name === 'x-cache') proxied ||= /^(HIT|STALE|UPDATING)$/.test(value);
  }
  // A 304 or 204 has no body, whatever its headers say.
  if (status === 304 || status === 204) length = 0;
  return { status, length, chunked, close, answer: { status, ...(etag ? { etag } : {}), proxied } };
}

export class LeanPool {
  private readonly idle: Connection[] = [];
  private readonly queue: Waiting[] = [];
  private readonly all = new Set<Connection>();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly port: number,
    private readonly maxConnections = 512,
    private readonly timeoutMs = 10_000,
  ) {
    // One timer for every request's time-out: a request waiting longer fails and its socket is dropped.
    this.sweeper = setInterval(() => {
      const now = performance.now();
      for (const connection of this.all)
        if (connection.current && now - connection.current.started > this.timeoutMs) this.drop(connection);
    }, 1000);
    this.sweeper.unref();
  }

  /** GET (no body) or POST (a body) `path`; resolves with status 0 when no answer came. */
  send(path: string, headers: Record<string, string>, body?: string): Promise<LeanAnswer> {
    let request = `${body === undefined ? 'GET' : 'POST'} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${this.port}\r\n`;
    for (const name in headers) request += `${name}: ${headers[name]}\r\n`;
    if (body !== undefined) request += `content-length: ${Buffer.byteLength(body)}\r\n`;
    request += `\r\n${body ?? ''}`;
    if (this.closed) return Promise.resolve(FAILED);
    return new Promise((resolve) => {
      const waiting = { request, resolve, started: performance.now() };
      const connection = this.idle.pop() ?? (this.all.size < this.maxConnections ? this.open() : undefined);
      if (connection) this.start(connection, waiting);
      else this.queue.push(waiting);
    });
  }

  /**
   * Ends the pool: every request still queued or on its way is answered with status 0 now, and
   * nothing more is sent. (A queue left behind would go on draining into a server that is gone,
   * one new socket after another, and its failures would land in whatever is measured next.)
   */
  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const waiting of this.queue.splice(0)) waiting.resolve(FAILED);
    for (const connection of [...this.all]) this.drop(connection);
  }

  private open(): Connection {
    const socket = connect({ host: '127.0.0.1', port: this.port, noDelay: true });
    const connection: Connection = { socket, buffer: Buffer.alloc(0), current: null };
    this.all.add(connection);
    socket.on('data', (chunk: Buffer) => this.read(connection, chunk));
    socket.on('error', () => this.drop(connection));
    socket.on('close', () => this.drop(connection));
    return connection;
  }

  private start(connection: Connection, waiting: Waiting): void {
    connection.current = waiting;
    connection.socket.write(waiting.request, 'utf8');
  }

  private read(connection: Connection, chunk: Buffer): void {
    connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
    const current = connection.current;
    if (!current) return;
    const headEnd = connection.buffer.indexOf(HEADER_END);
    if (headEnd < 0) return;
    const head = readHead(connection.buffer.toString('latin1', 0, headEnd));
    const bodyStart = headEnd + HEADER_END.length;
    let end: number;
    if (head.chunked) {
      const last = connection.buffer.indexOf(LAST_CHUNK, bodyStart);
      if (last < 0) return;
      end = last + LAST_CHUNK.length;
    } else {
      end = bodyStart + head.length;
      if (connection.buffer.length < end) return;
    }
    connection.buffer = connection.buffer.subarray(end);
    connection.current = null;
    current.resolve(head.answer);
    if (head.status === 0) return this.drop(connection);
    // The server ends the socket after this answer (nginx does every keepalive_requests answers).
    if (head.close) return this.drop(connection);
    const next = this.queue.shift();
    if (next) this.start(connection, next);
    else this.idle.push(connection);
  }

  private drop(connection: Connection): void {
    if (!this.all.delete(connection)) return;
    connection.socket.destroy();
    const index = this.idle.indexOf(connection);
    if (index >= 0) this.idle.splice(index, 1);
    connection.current?.resolve(FAILED);
    connection.current = null;
    // A request still queued gets a new socket in place of this one.
    const next = this.closed ? undefined : this.queue.shift();
    if (next) this.start(this.open(), next);
  }
}
