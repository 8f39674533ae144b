import { Type, type Static } from '@exchange/typebox-kit';
import { Id } from './ids';

export const DashboardMatch = Type.Object({
  cricketId: Id(),
  eventId: Id(),
  eventName: Type.String({ description: "'TeamA v TeamB'" }),
  eventTime: Type.String({ format: 'date-time', description: 'Scheduled start, ISO 8601 UTC' }),
  inPlay: Type.Boolean(),
  sport: Type.String(),
});
export type DashboardMatch = Static<typeof DashboardMatch>;
/**
 * A dashboard row as the client reads it: the API sends an ISO 8601 start (`toISOString()` of a
 * non-null column), but the client has always shown a match whose start it cannot read (as no
 * time), so its check leaves the start's format out.
 */
export const DashboardCard = Type.Object({ ...DashboardMatch.properties, eventTime: Type.String() });

export const Dashboard = Type.Array(DashboardMatch);
