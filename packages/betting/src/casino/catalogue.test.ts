import { describe, expect, it } from 'vitest';
import { CASINO_TABLES, lobbyTables } from './catalogue';

describe('casino catalogue', () => {
  it("lists the spec's seven lobby tiles in order, then the table whose page the spec lists without a tile", () => {
    expect(lobbyTables().map((t) => `/main/${t.route}`)).toEqual([
      '/main/aaa',
      '/main/dt20',
      '/main/teen20',
      '/main/lucky7',
      '/main/andar-bahar',
      '/main/worli2',
      '/main/dt202',
      '/main/teen',
    ]);
  });

  it('carries the spec video ids', () => {
    expect(CASINO_TABLES.map((t) => t.videoId).sort()).toEqual([3030, 3031, 3035, 3040, 3043, 3056, 3058, 3059]);
  });

  it('skips unknown routes in a brand order', () => {
    expect(lobbyTables(['teen20', 'nope', 'aaa']).map((t) => t.gameId)).toEqual(['TEEN_20', 'AAA']);
  });
});
