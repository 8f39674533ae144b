import { describe, expect, it } from 'vitest';
import { orderMatches, teamsOf } from './matchOrder';

const match = (cricketId: number, inPlay: boolean, eventTime: string) => ({ cricketId, eventId: cricketId, eventName: 'A v B', eventTime, inPlay, sport: 'cricket' });

describe('cricket list order', () => {
  it('puts in-play matches first, then upcoming by start time', () => {
    const ordered = orderMatches([
      match(1, false, '2026-11-23T10:00:00Z'),
      match(2, true, '2026-11-22T09:00:00Z'),
      match(3, false, '2026-11-22T18:00:00Z'),
      match(4, true, '2026-11-22T08:00:00Z'),
    ]);
    expect(ordered.map((m) => m.cricketId)).toEqual([4, 2, 3, 1]);
  });

  it('splits the event name into two teams on " v "', () => {
    expect(teamsOf('Mumbai Indians v Chennai Super Kings')).toEqual(['Mumbai Indians', 'Chennai Super Kings']);
    expect(teamsOf('Exhibition')).toEqual(['Exhibition', '']);
  });
});
