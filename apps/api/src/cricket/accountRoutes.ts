import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../http/auth';
import { ok } from '../http/envelope';
import { answering, signedIn } from '../http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import { IdParams } from '@exchange/contracts/ids';
import type { SessionStore } from '../security/tokens';
import { foundMatch } from '../sports/refusals';
import type { CricketBets } from './bets';
import { BetRecord, CurrentBetsBody, ScoreAnswer, ScoreQuery, StreamAnswer } from '@exchange/contracts/exchange';
import { toBetRecord } from '../betRecords/settledBet';
import { cricketBetFacts } from './settledBets';
import type { CricketWorld } from './world';

export interface CricketAccountRoutesOptions {
  world: CricketWorld;
  bets: CricketBets;
  sessions: SessionStore;
}

const tags = ['cricket'];

/** The cricket calls the spec puts under the account API (/aam/v1): score, stream, bet history. */
export const cricketAccountRoutes: FastifyPluginAsyncTypebox<CricketAccountRoutesOptions> = async (
  app,
  { world, bets, sessions },
) => {
  const player = signedIn(sessions);
  // The spec asks for the score two ways: the event id in a POST's query, or either id in the path.
  const score = { tags, answer: Envelope(ScoreAnswer), errors: [400, 404] };
  const scoreOf = (id: number) => ok({ score: foundMatch(world.find(id)).score });

  app.post(
    '/auth/score-sport2',
    answering({
      ...score,
      summary: 'Live score (polled every 5 s); query eventId, empty body',
      querystring: ScoreQuery,
    }),
    async (request) => scoreOf(request.query.eventId),
  );

  app.get(
    '/auth/score-sport-v2/:id',
    answering({ ...score, summary: 'Live score by event or cricket id', params: IdParams }),
    async (request) => scoreOf(request.params.id),
  );

  app.get(
    '/auth/streaming/:id',
    answering({
      tags,
      summary: 'Stream page for a match (shown in a sandboxed iframe)',
      params: IdParams,
      answer: Envelope(StreamAnswer),
      errors: [400, 404],
    }),
    async (request) => {
      const match = foundMatch(world.find(request.params.id));
      return ok({ url: `/aam/v1/auth/stream-page/${match.row.eventId}` });
    },
  );

  app.get(
    '/auth/stream-page/:id',
    { schema: { tags, summary: 'A placeholder stream page (the reference API has no video)', params: IdParams } },
    async (request, reply) => {
      const match = world.find(request.params.id);
      const title = match ? match.row.eventName.replace(/[<>&"]/g, '') : 'Match';
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          `<!doctype html><body style="margin:0;background:#111;color:#eee;font:14px sans-serif;display:grid;place-items:center;height:100vh">Live: ${title}</body>`,
        );
    },
  );

  app.post(
    '/user/current-bets',
    player({
      tags,
      summary: "The player's open cricket bets",
      body: CurrentBetsBody,
      answer: Envelope(Type.Array(BetRecord)),
      errors: [400],
    }),
    async (request) =>
      ok(
        [...(await bets.ensureLoaded(authOf(request).userId))]
          .reverse()
          .map((bet) => toBetRecord(cricketBetFacts(bet))),
      ),
  );
};
