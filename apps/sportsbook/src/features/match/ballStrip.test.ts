import { slideStrip, type StripBall } from './ballStrip';

const strip = (...balls: string[]): StripBall[] => balls.map((ball, id) => ({ id, ball }));

describe('the score ball strip', () => {
  it.each([
    [
      'a new ball slides the strip on by one: the kept balls keep their ids',
      strip('1', '4', '0', '2', '6', 'w'),
      ['4', '0', '2', '6', 'w', '1'],
      [1, 2, 3, 4, 5, 100],
    ],
    ['an unchanged strip keeps every id', strip('1', '4', 'w'), ['1', '4', 'w'], [0, 1, 2]],
    ['a strip still filling appends', strip('1', '4'), ['1', '4', '6'], [0, 1, 100]],
    [
      'two balls between polls',
      strip('1', '2', '3', '4', '5', '6'),
      ['3', '4', '5', '6', '0', '0'],
      [2, 3, 4, 5, 100, 101],
    ],
    ['nothing in common: all new', strip('1', '2'), ['w', '6'], [100, 101]],
    [
      'repeating figures still keep the longest run',
      strip('0', '1', '0', '1', '0', '1'),
      ['1', '0', '1', '0', '1', '0'],
      [1, 2, 3, 4, 5, 100],
    ],
  ])('%s', (_name, previous, balls, ids) => {
    const next = slideStrip(previous, balls, 100);
    expect(next.map((b) => b.ball)).toEqual(balls);
    expect(next.map((b) => b.id)).toEqual(ids);
  });
});
