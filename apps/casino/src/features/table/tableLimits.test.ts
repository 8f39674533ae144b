import { describe, expect, it } from 'vitest';
import { boardLimitsText, headerLimitsText } from './tableLimits';

describe('limits shown on a table page', () => {
  it.each([
    ['DRAGON_TIGER_20', '| Min: 100 | Max: 25000', 'Min: 100 Max: 25000'],
    ['DRAGON_TIGER_202', '| Min: 100 | Max: 25000', 'Min: 100 Max: 25000'],
    ['TEEN_20', '| Min: 100 | Max: 150000', 'Min: 100 Max: 150000'],
    ['LUCKY7', '| Min: 100 | Max: 300000', null],
    ['TEEN', '| Min: 100 | Max: 300000', null],
  ])('%s: header %s, board line %s', (gameId, header, board) => {
    expect(headerLimitsText(gameId)).toBe(header);
    expect(boardLimitsText(gameId)).toBe(board);
  });
});
