import { BRANDS, emerald, getBrand, royal } from './brands';

describe('getBrand', () => {
  it.each([
    ['royal', royal],
    ['emerald', emerald],
    [undefined, royal],
    ['', royal],
    ['unknown-brand', royal],
    ['toString', royal],
  ])('getBrand(%j) is %s', (id, expected) => {
    expect(getBrand(id)).toBe(expected);
  });

  it('names the two brands', () => {
    expect(royal.name).toBe('Royal Exchange');
    expect(emerald.name).toBe('Emerald Casino');
  });

  it.each(Object.values(BRANDS))('$id keeps the exchange colours for back, lay and P/L', (brand) => {
    expect(brand.colors.back).toBe('#72bbef');
    expect(brand.colors.lay).toBe('#faa9ba');
    expect(brand.colors.positive).not.toBe(brand.colors.negative);
  });

  it('gives the brands different headers and accents', () => {
    expect(royal.colors.headerBg).not.toBe(emerald.colors.headerBg);
    expect(royal.colors.accent).not.toBe(emerald.colors.accent);
  });
});
