import { CASINO_TABLES } from '@exchange/betting';
import { lineupTable, lineupTables } from './lineup';

describe("a casino line-up's tables as its pages show them", () => {
  it("the spec's line-up shows every catalogue table under its catalogue name", () => {
    expect(lineupTables('')).toEqual(CASINO_TABLES);
    expect(lineupTable((t) => t.route === 'lucky7', '')?.name).toBe(
      CASINO_TABLES.find((t) => t.route === 'lucky7')!.name,
    );
  });

  it("an operator's line-up names its renamed table on the table page and the reports, and has no page for a table it leaves out", () => {
    expect(lineupTable((t) => t.route === 'lucky7', 'reshaped')).toMatchObject({
      route: 'lucky7',
      name: 'Lucky 7 Express',
    });
    expect(lineupTable((t) => t.route === 'dt202', 'reshaped')).toBeUndefined();
    const tables = lineupTables('reshaped');
    expect(tables.map((t) => t.route)).not.toContain('dt202');
    expect(tables).toHaveLength(CASINO_TABLES.length - 1);
    expect(tables.find((t) => t.route === 'lucky7')?.name).toBe('Lucky 7 Express');
  });
});
