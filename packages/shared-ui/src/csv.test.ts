import Papa from 'papaparse';
import { formatAmount } from './formatters';
import { csvText, matchesSearch, type CsvColumn } from './csv';

type Row = { event: string; runner: string; amount: number };
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Event', value: (r) => r.event },
  { header: 'Runner', value: (r) => r.runner },
  { header: 'Amount', value: (r) => formatAmount(r.amount) },
];

describe('CSV export', () => {
  it('writes the headers and the cells as shown, and a reader gets back exactly those cells', async () => {
    const rows: Row[] = [
      { event: 'Chennai, Super Kings v Mumbai', runner: 'He said "six"', amount: 1234567.5 },
      { event: 'Line one\nline two', runner: 'भारत', amount: -100000 },
      { event: 'Plain', runner: 'Tiger', amount: 0.5 },
    ];
    const text = await csvText(COLUMNS, rows);
    expect(text.split('\r\n')[0]).toBe('Event,Runner,Amount');
    expect(text).toContain('"Chennai, Super Kings v Mumbai","He said ""six""","12,34,567.50"');
    expect(text).toContain('"Line one\nline two",भारत,"-1,00,000.00"');
    expect(text).toContain('Plain,Tiger,0.50');
    const parsed = Papa.parse<string[]>(text, { newline: '\r\n' }).data;
    expect(parsed).toEqual([
      ['Event', 'Runner', 'Amount'],
      ['Chennai, Super Kings v Mumbai', 'He said "six"', '12,34,567.50'],
      ['Line one\nline two', 'भारत', '-1,00,000.00'],
      ['Plain', 'Tiger', '0.50'],
    ]);
  });

  it('defuses a cell a spreadsheet would run as a formula, but leaves negative numbers alone', async () => {
    const text = await csvText(COLUMNS, [
      { event: '=HYPERLINK("x")', runner: '-cmd', amount: -5 },
      { event: '@SUM(A1)', runner: '+1', amount: 5 },
      { event: '-', runner: '-2+3', amount: 0 },
    ]);
    const parsed = Papa.parse<string[]>(text, { newline: '\r\n' }).data;
    expect(parsed[1]).toEqual(['\'=HYPERLINK("x")', "'-cmd", '-5.00']);
    expect(parsed[2]).toEqual(["'@SUM(A1)", "'+1", '5.00']);
    expect(parsed[3]).toEqual(['-', "'-2+3", '0.00']);
  });

  it('writes only the header line when there are no rows', async () => {
    expect((await csvText(COLUMNS, [])).trimEnd()).toBe('Event,Runner,Amount');
  });
});

describe('history search', () => {
  it('finds every word in any field, ignoring case, and matches all rows when empty', () => {
    const fields = ['India v Australia', 'Match Odds: India', '250309123', 1250];
    expect(matchesSearch('', fields)).toBe(true);
    expect(matchesSearch('  india  ', fields)).toBe(true);
    expect(matchesSearch('australia 2503', fields)).toBe(true);
    expect(matchesSearch('pakistan', fields)).toBe(false);
    expect(matchesSearch('india pakistan', fields)).toBe(false);
    expect(matchesSearch('भारत', ['भारत v ऑस्ट्रेलिया', null, undefined])).toBe(true);
  });
});
