import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Dashboard } from '@exchange/contracts/cricket';
import { Envelope } from '@exchange/contracts/envelope';
import { EventParams } from '@exchange/contracts/exchange';
import type { MatchOdds } from '@exchange/contracts/matchOdds';
import { SportMatch } from '@exchange/contracts/sports';
import { foundMatch } from './refusals';
import type { MatchList } from './matches';
import { ok } from '../http/envelope';
import { publicRead } from '../http/routes';
import type { LiveSportMatch, SportWorld } from './world';

export interface SportRoutesOptions {
  world: SportWorld;
  dashboard: MatchList;
  /** The Match Odds part of the poll (the keeper's snapshot, as cricket's). */
  matchOdds: (match: LiveSportMatch) => MatchOdds;
}

/** /cm/v1/{tennis|soccer}: the sport's match list (like cricket's dashboard) and a match's one-second poll. */
export const sportRoutes: FastifyPluginAsyncTypebox<SportRoutesOptions> = async (
  app,
  { world, dashboard, matchOdds },
) => {
  const { sport } = world;
  const tags = [sport];

  app.get(
    `/${sport}/all-matches-dashboard`,
    publicRead({
      tags,
      summary: `${sport} matches in play, then upcoming by start time (no auth; polled every 5 s)`,
      answer: Envelope(Dashboard),
    }),
    async () => ok(dashboard.dashboard()),
  );

  app.get(
    `/${sport}/odds/:eventId`,
    publicRead({
      tags,
      summary: 'The score and the Match Odds of a match, by event or match id (no auth; polled every 1 s)',
      params: EventParams,
      answer: Envelope(SportMatch),
      errors: [400, 404],
    }),
    async (request) => {
      const match = foundMatch(world.find(request.params.eventId));
      return ok({
        eventId: match.row.eventId,
        matchId: match.row.cricketId,
        eventName: match.row.eventName,
        sport,
        inPlay: match.inPlay,
        finished: match.sim.finished,
        runners: [...match.sim.runnerNames],
        score: match.score,
        matchOdds: matchOdds(match),
      });
    },
  );
};
