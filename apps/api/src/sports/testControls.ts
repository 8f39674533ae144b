import { Envelope } from '@exchange/contracts/envelope';
import { Id } from '@exchange/contracts/ids';
import { Type, type FastifyPluginAsyncTypebox, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { foundMatch } from './refusals';
import { errorResponses, ok } from '../http/envelope';

type TestApp = Parameters<FastifyPluginAsyncTypebox>[0];

const tags = ['test mode'];

export type TestControlsOptions<M, S extends TSchema, O extends TSchema> = {
  world: { paused: boolean; openMatch(eventName: string): Promise<M> };
  /** What the clock holds still ('the cricket clock (rates, balls)'). */
  clock: string;
  /** The path parameter naming a match: cricket's `cricketId`, the other sports' `matchId`. */
  param: 'cricketId' | 'matchId';
  find(id: number): M | undefined;
  /** A match's state, as every control answers it. */
  State: S;
  stateOf(match: M): Static<S>;
  /** What opening a new match answers. */
  Opened: O;
  opened(match: M): Static<O>;
};

/**
 * The test-mode controls of a simulated world (`/__test/{sport}`, registered only when TEST_MODE is
 * on): its clock, a new match in play now, a match's state; and returns `control`, which adds an
 * action on one match (play on, hold, finish…) that answers the match's state.
 */
export function testControls<M, S extends TSchema, O extends TSchema>(
  app: TestApp,
  { world, clock, param, find, State, stateOf, Opened, opened }: TestControlsOptions<M, S, O>,
) {
  const Params = Type.Object({ [param]: Id() });
  const matchOf = (params: unknown) => foundMatch(find((params as Record<string, number>)[param]!));
  // Each sport's own state: the routes' answers are checked by their schemas, not typed here.
  const answer: Record<number, TSchema> = { 200: Envelope(State), ...errorResponses(400, 404) };
  const openedAnswer: Record<number, TSchema> = { 200: Envelope(Opened), ...errorResponses(400) };

  app.post(
    '/clock',
    {
      schema: {
        tags,
        summary: `Pause or resume ${clock}`,
        body: Type.Object({ paused: Type.Boolean() }),
        response: { 200: Envelope(Type.Object({ paused: Type.Boolean() })), ...errorResponses(400) },
      },
    },
    async (request) => {
      world.paused = request.body.paused;
      return ok({ paused: world.paused });
    },
  );

  app.post(
    '/matches',
    {
      schema: {
        tags,
        summary: 'Open a new match in play now (each end-to-end test bets on its own match)',
        body: Type.Object({ eventName: Type.String({ pattern: '^\\S.{0,60}\\S v \\S.{0,60}\\S$' }) }),
        response: openedAnswer,
      },
    },
    async (request) => ok(opened(await world.openMatch(request.body.eventName))),
  );

  app.get(
    `/:${param}`,
    { schema: { tags, summary: 'Simulator state of a match', params: Params, response: answer } },
    async (request) => ok(stateOf(matchOf(request.params))),
  );

  return function control<B extends TSchema>(
    action: string,
    summary: string,
    body: B | null,
    change: (match: M, body: Static<B>) => Promise<void>,
  ): void {
    app.post(
      `/:${param}/${action}`,
      { schema: { tags, summary, params: Params, ...(body ? { body } : {}), response: answer } },
      async (request) => {
        const match = matchOf(request.params);
        await change(match, request.body as Static<B>);
        return ok(stateOf(match));
      },
    );
  };
}
