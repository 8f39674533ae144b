import { Type, type Static } from 'typebox';

export const DashboardMatch = Type.Object({
  cricketId: Type.Integer(),
  eventId: Type.Integer(),
  eventName: Type.String({ description: "'TeamA v TeamB'" }),
  eventTime: Type.String({ format: 'date-time', description: 'Scheduled start, ISO 8601 UTC' }),
  inPlay: Type.Boolean(),
  sport: Type.String(),
});
export type DashboardMatch = Static<typeof DashboardMatch>;

export const Dashboard = Type.Array(DashboardMatch);
