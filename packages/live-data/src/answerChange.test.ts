import { describe, expect, it } from 'vitest';
import { compareAnswers, countdownIn, secondsOf } from './answerChange';

/** A Lucky 7 round as the API answers `/odds`: the countdown among the round's fields, 23 options. */
function luckySeven(autoTime: string, { status = 'ACTIVE', marketId = '1796683520637', back1 = 2 } = {}) {
  const names = ['Low Card', 'High Card', 'Even', 'Odd', 'Red', 'Black', 'Line 1', 'Line 2', 'Line 3', 'Line 4'];
  const cards = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((c) => `Card ${c}`);
  return {
    code: 200,
    message: 'Success',
    response: {
      marketId,
      casinoGames: 'LUCKY7',
      autoTime,
      status,
      seedHash: 'f4582f8b9fc1c7a06265ee2d28d585beaeb06d2e61e9447f4e3a49ae0ae6cfbe',
      cards: { card: [] as string[] },
      winner: null,
      oddDetailsDTOS: [...names, ...cards].map((runnerName, i) => ({
        runnerName,
        selectionId: i + 1,
        back1: i === 0 ? back1 : 12,
        lay1: 0,
        backSize1: 0,
        laySize1: 0,
        status,
        casinoGames: 'LUCKY7',
      })),
    },
  };
}

describe('an answer compared with the one last told, as values', () => {
  it('is the same when nothing changed, whatever the order of its keys', () => {
    // With its countdown there once, the same answer is a tick of the same value (the loop drops it).
    expect(compareAnswers(luckySeven('20'), luckySeven('20'), 'autoTime')).toEqual({ kind: 'countdown', value: '20' });
    const answer = { code: 200, response: { marketId: '9.1', rate: 1.95, cards: ['7H'] } };
    const reordered = { response: { cards: ['7H'], rate: 1.95, marketId: '9.1' }, code: 200 };
    expect(compareAnswers(answer, reordered, 'autoTime')).toEqual({ kind: 'same' });
  });

  it('is a tick when the countdown alone changed: its new value, a string or a number', () => {
    expect(compareAnswers(luckySeven('20'), luckySeven('19'), 'autoTime')).toEqual({ kind: 'countdown', value: '19' });
    expect(compareAnswers(luckySeven('10'), luckySeven('9'), 'autoTime')).toEqual({ kind: 'countdown', value: '9' });
    expect(compareAnswers({ autoTime: 7, x: 1 }, { autoTime: 6, x: 1 }, 'autoTime')).toEqual({
      kind: 'countdown',
      value: 6,
    });
  });

  it('is a whole new answer when anything else changed, with or without the countdown', () => {
    const whole = (after: unknown) => ({ kind: 'whole', value: after });
    for (const after of [
      luckySeven('25', { marketId: '1796683520638' }),
      luckySeven('4', { status: 'SUSPENDED' }),
      luckySeven('20', { back1: 2.05 }),
      { ...luckySeven('20'), message: 'Other' },
      { ...luckySeven('20'), extra: null },
    ])
      expect(compareAnswers(luckySeven('20'), after, 'autoTime')).toEqual(whole(after));
    // Shapes that differ: an option more, an array for an object, a string for a number.
    expect(compareAnswers({ a: [1, 2] }, { a: [1, 2, 3] }, 'autoTime').kind).toBe('whole');
    expect(compareAnswers({ a: [1] }, { a: { 0: 1 } }, 'autoTime').kind).toBe('whole');
    expect(compareAnswers({ a: 1 }, { a: '1' }, 'autoTime').kind).toBe('whole');
    expect(compareAnswers({ a: 1 }, { b: 1 }, 'autoTime').kind).toBe('whole');
    expect(compareAnswers({ toString: 1 }, { other: 1 }, 'autoTime').kind).toBe('whole');
  });

  it('never takes for a tick a field that is there twice, inside a string, or not a number or a string', () => {
    const twice = (a: string) => ({ autoTime: a, next: { autoTime: '30' } });
    expect(compareAnswers(twice('5'), twice('4'), 'autoTime').kind).toBe('whole');
    expect(compareAnswers(twice('5'), twice('5'), 'autoTime')).toEqual({ kind: 'same' });
    const quoted = (a: string) => ({ note: `"autoTime":"${a}"` });
    expect(compareAnswers(quoted('5'), quoted('4'), 'autoTime').kind).toBe('whole');
    expect(compareAnswers({ autoTime: { s: 5 } }, { autoTime: { s: 4 } }, 'autoTime').kind).toBe('whole');
    expect(compareAnswers({ autoTime: null }, { autoTime: null }, 'autoTime')).toEqual({ kind: 'same' });
  });
});

describe("an answer's countdown", () => {
  it('is the field of that name, there exactly once, anywhere in the answer', () => {
    expect(countdownIn(luckySeven('12'), 'autoTime')).toBe('12');
    expect(countdownIn([{ autoTime: 3 }], 'autoTime')).toBe(3);
    expect(countdownIn({ autoTime: '5', next: { autoTime: '30' } }, 'autoTime')).toBeUndefined();
    expect(countdownIn({ other: 1 }, 'autoTime')).toBeUndefined();
    expect(countdownIn('autoTime', 'autoTime')).toBeUndefined();
  });

  it('is read as whole seconds from a whole number or a string of digits, nothing else', () => {
    expect(secondsOf(12)).toBe(12);
    expect(secondsOf('07')).toBe(7);
    expect(secondsOf('1.5')).toBeUndefined();
    expect(secondsOf(1.5)).toBeUndefined();
    expect(secondsOf(-1)).toBeUndefined();
    expect(secondsOf('')).toBeUndefined();
    expect(secondsOf(undefined)).toBeUndefined();
  });
});
