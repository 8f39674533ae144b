import { describe, expect, it, vi } from 'vitest';
import { orderMatches, parseBetCounts, parseDashboard, teamsOf } from './matchOrder';

const match = (cricketId: number, inPlay: boolean, eventTime: string) => ({
  cricketId,
  eventId: cricketId,
  eventName: 'A v B',
  eventTime,
  inPlay,
  sport: 'cricket',
});

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

  it('keeps only dashboard rows that can be shown and opened', () => {
    const good = {
      cricketId: 7,
      eventId: 70,
      eventName: 'India v Australia',
      eventTime: '2026-11-23T10:00:00Z',
      inPlay: true,
      sport: 'Cricket',
    };
    expect(
      parseDashboard([
        good,
        null,
        'x',
        { ...good, cricketId: -1 },
        { ...good, cricketId: 'abc' },
        { ...good, eventName: 42 },
        { ...good, eventName: '  ' },
        { cricketId: '8', eventName: 'Kenya v Oman', inPlay: 'yes', sport: '../../casino' },
      ]),
    ).toEqual([
      {
        cricketId: 7,
        eventId: 70,
        eventName: 'India v Australia',
        eventTime: '2026-11-23T10:00:00Z',
        inPlay: true,
        sport: 'cricket',
      },
      { cricketId: 8, eventId: 8, eventName: 'Kenya v Oman', eventTime: '', inPlay: false, sport: 'cricket' },
    ]);
    expect(parseDashboard({ matches: [good] })).toEqual([]);
    expect(parseDashboard(undefined)).toEqual([]);
  });

  it('reads bet counts per match, a garbled count as 0', () => {
    expect(
      parseBetCounts({
        betCount: { '7': { matchCount: 2, fancyCount: 1 }, '9': { matchCount: 'x', fancyCount: -3 }, '11': null },
      }),
    ).toEqual({
      '7': { matchCount: 2, fancyCount: 1 },
      '9': { matchCount: 0, fancyCount: 0 },
      '11': { matchCount: 0, fancyCount: 0 },
    });
    expect(parseBetCounts({ betCount: [1, 2] })).toEqual({});
    expect(parseBetCounts(undefined)).toEqual({});
  });

  it('leaves out, and logs, a dashboard row that is read but still not what the contract promises; a row without a readable start stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = {
      cricketId: 7,
      eventId: 70,
      eventName: 'India v Australia',
      eventTime: '2026-11-23T10:00:00Z',
      inPlay: true,
      sport: 'cricket',
    };
    const noStart = {
      cricketId: 9,
      eventId: 90,
      eventName: 'Kenya v Oman',
      eventTime: 'soon',
      inPlay: false,
      sport: 'cricket',
    };
    expect(parseDashboard([good, { ...good, cricketId: 2_147_483_648 }, noStart])).toEqual([good, noStart]);
    expect(warn).toHaveBeenCalledWith('[contract] dashboard matches: 1 row(s) left out (at 1)');
    warn.mockRestore();
  });
});
