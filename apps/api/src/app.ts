import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { accountRoutes, type LoginRateLimit } from './accounts/routes';
import { AccountsService } from './accounts/service';
import { casinoRoutes } from './casino/routes';
import { CasinoService } from './casino/service';
import { casinoTestRoutes } from './casino/testRoutes';
import { announcementAdminRoutes, announcementRoutes } from './announcement/routes';
import { AnnouncementService } from './announcement/service';
import { cricketRoutes } from './cricket/routes';
import { historyRoutes } from './history/routes';
import { ledgerRoutes } from './ledger/routes';
import { LedgerService } from './ledger/service';
import { noticesRoutes } from './notices/routes';
import { NoticesService } from './notices/service';
import { stakeButtonRoutes } from './stakes/routes';
import { StakeButtonsService } from './stakes/service';
import { betPreferenceRoutes } from './preferences/routes';
import { BetPreferencesService } from './preferences/service';
import { registerCricketExchange } from './cricket/register';
import { registerMatchOdds } from './matchOdds/register';
import { myMarketsRoutes } from './myMarkets/routes';
import { MatchList } from './sports/matches';
import { registerSport } from './sports/register';
import { SOCCER } from './soccer/soccer';
import { TENNIS } from './tennis/tennis';
import { singleProcess, type Cluster } from './cluster/cluster';
import type { Db } from './db/client';
import { installErrorHandling, ok } from './http/envelope';
import { answering } from './http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import { HealthStatus } from '@exchange/contracts/envelope';
import { publicReads } from './http/publicCache';
import { PollingFriendlyLog } from './http/requestLog';
import { playerLimitsRoutes } from './playerLimits/routes';
import { PlayerLimitsService } from './playerLimits/service';
import { securityHeaders } from './http/securityHeaders';
import { installStrictInput } from './http/strictInput';
import type { KeyPair } from './security/keys';
import type { LoginThrottleOptions } from './security/loginThrottle';
import { SessionStore, type RevokedSessions } from './security/tokens';
import { accountTestRoutes } from './accounts/testRoutes';
import { WalletService } from './wallet/wallet';

export interface BuildAppOptions {
  db: Db;
  keys: KeyPair;
  /** Adds the `/__test` control routes; they do not exist otherwise. */
  testMode?: boolean;
  /** Runs the casino round clocks (default true); tests drive rounds by hand when false. */
  casinoEngine?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in attempts allowed per IP and username per window; default 10 a minute. */
  loginRateLimit?: LoginRateLimit;
  /** Growing delays after failed sign-ins per account and per address (tests shorten the rules). */
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** Enables the operator routes under /admin/v1 (header X-Admin-Token). */
  adminToken?: string | undefined;
  /** The clock player limits and time-outs are judged by (default Date.now); tests pass a fake one. */
  now?: () => number;
  /** Other instances over the same PostgreSQL (cluster/cluster.ts); default: the only process. Started and stopped here. */
  cluster?: Cluster;
}

export const defaultLoginRateLimit: LoginRateLimit = { max: 10, timeWindowMs: 60_000 };

const localOrigins = [/^http:\/\/localhost(:\d+)?$/, /^http:\/\/127\.0\.0\.1(:\d+)?$/];

export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new PollingFriendlyLog(),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox's compiler does not coerce bodies (a number is not silently a username) but still
  // converts path and query strings to the declared types.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  installErrorHandling(app);
  installStrictInput(app);
  app.decorateRequest('auth', null);

  await app.register(cors, {
    origin: localOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // X-Market-Id carries the round of /pl-exposure, so its URL (the preflight cache's key) stays the same every round.
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Origin-Id',
      'X-Fingerprint',
      'Idempotency-Key',
      'X-Market-Id',
      'If-None-Match',
    ],
    // A script may read a public read's validator and which instance answered (issue 18).
    exposedHeaders: ['ETag', 'X-Instance'],
    // Preflights are cached per URL for 10 minutes (Chromium caps this at 2 hours).
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });
  // Brotli or gzip for answers over 1 KB (dashboards, lists, the OpenAPI page); tiny polls are sent as
  // they are. Brotli at quality 4: near gzip's speed, smaller output; quality 11 is for build time.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
  await publicReads(app);
  await securityHeaders(app, { docsPrefix: '/docs' });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Exchange reference API',
        version: '1.0.0',
        description:
          'Every answer is an envelope `{ code, message, response, error? }` whose `code` equals the HTTP status. Money is in rupees with at most two decimals (held as integer paise).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const cluster = options.cluster ?? singleProcess();
  // Behind a load balancer, which instance answered: every instance must answer the same.
  if (cluster.shared)
    app.addHook('onSend', async (_request, reply) => void reply.header('X-Instance', cluster.instanceId));
  const sessions = new SessionStore(options.db);
  const wallet = new WalletService(options.db);
  const limits = new PlayerLimitsService({ db: options.db, sessions, now: options.now ?? Date.now });
  wallet.guardBets(limits.betGuard);
  const notices = new NoticesService(options.db);
  const accounts = new AccountsService({
    db: options.db,
    sessions,
    privateKeyPem: options.keys.privateKeyPem,
    wallet,
    beforeSignIn: (userId) => limits.refuseSignInDuringTimeOut(userId),
    latestNotice: (userId) => notices.latest(userId),
  });
  // Profiles are served from memory: every committed money change refreshes that player's copy.
  wallet.onChange((userId) => accounts.refresh(userId));
  const cricket = new MatchList(options.db, 'cricket');
  await cricket.refresh();

  app.get(
    '/health',
    answering({
      tags: ['health'],
      summary: 'API health',
      answer: Envelope(HealthStatus),
    }),
    async () => ok({ status: 'ok' as const }),
  );
  await app.register(accountRoutes, {
    prefix: '/aam/v1',
    db: options.db,
    accounts,
    sessions,
    publicKeyPem: options.keys.publicKeyPem,
    loginRateLimit: options.loginRateLimit ?? defaultLoginRateLimit,
    loginThrottle: options.loginThrottle,
  });
  await app.register(cricketRoutes, { prefix: '/cm/v1', cricket });
  const matchOdds = await registerMatchOdds(app, { db: options.db, wallet, sessions });
  const { bets } = await registerCricketExchange(app, {
    db: options.db,
    wallet,
    sessions,
    dashboard: cricket,
    matchOdds,
    testMode: options.testMode,
    cluster,
  });
  for (const sport of [TENNIS, SOCCER])
    await registerSport(app, sport, {
      db: options.db,
      cluster,
      markets: matchOdds.sportMarkets,
      testMode: options.testMode,
    });
  await app.register(myMarketsRoutes, { prefix: '/aam/v1', db: options.db, bets, sessions });
  const ledger = new LedgerService(options.db);
  await app.register(ledgerRoutes, { prefix: '/aam/v1', ledger, sessions });
  await app.register(historyRoutes, { prefix: '/aam/v1', db: options.db, sessions });
  await app.register(noticesRoutes, { prefix: '/aam/v1', notices, sessions });
  const announcement = new AnnouncementService(options.db);
  await announcement.load();
  await app.register(announcementRoutes, { prefix: '/aam/v1', announcement });
  if (options.adminToken)
    await app.register(announcementAdminRoutes, { prefix: '/admin/v1', announcement, adminToken: options.adminToken });
  await app.register(playerLimitsRoutes, { prefix: '/aam/v1', limits, sessions });
  await app.register(stakeButtonRoutes, { prefix: '/aam/v1', stakes: new StakeButtonsService(options.db), sessions });
  const preferences = new BetPreferencesService(options.db);
  await app.register(betPreferenceRoutes, { prefix: '/aam/v1', preferences, sessions });
  const casino = new CasinoService(options.db, wallet, cluster);
  await casino.init();
  wallet.onChange((userId) => casino.reloadUser(userId));
  casino.onSettlementError = (error, marketId) => app.log.error({ err: error, marketId }, 'casino settlement failed');
  cluster.onLeadership(async (leader) => {
    app.log.info({ instance: cluster.instanceId, leader }, leader ? 'running the engines' : 'following the leader');
    if (leader) await casino.lead();
  });
  // A money change committed here refreshes the other instances' copies (profile, open bets), and theirs
  // ours. Only a commit here is announced: a change another instance announced is not passed on.
  wallet.onCommit((userId) => cluster.publish('wallet_changed', String(userId)).catch(() => undefined));
  await cluster.subscribe('wallet_changed', (payload) => {
    const userId = Number(payload);
    if (Number.isSafeInteger(userId) && userId > 0) void wallet.changed(userId).catch(() => undefined);
  });
  // A sign-out or password change here ends the session on the other instances too.
  sessions.onRevoked = (revoked) =>
    void cluster.publish('sessions_revoked', JSON.stringify(revoked)).catch(() => undefined);
  await cluster.subscribe('sessions_revoked', (payload) => {
    const revoked = parseRevoked(payload);
    if (revoked) sessions.forget(revoked);
  });
  await cluster.start();
  if (options.casinoEngine !== false) casino.start();
  app.addHook('onClose', async () => {
    casino.stop();
    await cluster.stop();
  });
  await app.register(casinoRoutes, { prefix: '/casino/v1', casino, sessions });
  if (options.testMode) await app.register(casinoTestRoutes, { prefix: '/__test/casino', casino });
  if (options.testMode) await app.register(accountTestRoutes, { prefix: '/__test', accounts });

  return app;
}

/** Another instance's message, read as untrusted: anything but the two shapes is ignored. */
function parseRevoked(payload: string): RevokedSessions | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    if ('tokenHash' in value && typeof value.tokenHash === 'string') return { tokenHash: value.tokenHash };
    if ('userId' in value && Number.isSafeInteger(value.userId)) return { userId: value.userId as number };
  } catch {
    // Not JSON: ignored.
  }
  return undefined;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
