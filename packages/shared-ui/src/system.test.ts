import { emerald, royal } from './brands';
import { themeConfig } from './chakraTheme';
import { brandColorTokens, brandTokenVars, createBrandSystem } from './system';

describe('createBrandSystem', () => {
  it('returns one cached system per brand id', () => {
    expect(createBrandSystem(royal)).toBe(createBrandSystem(royal));
    expect(createBrandSystem(emerald)).not.toBe(createBrandSystem(royal));
  });

  it.each([
    ['brand.primary', royal.colors.primary],
    ['brand.headerBg', royal.colors.headerBg],
    ['brand.headerText', royal.colors.headerText],
    ['brand.accent', royal.colors.accent],
    ['brand.pageBg', royal.colors.pageBg],
    ['bet.back', royal.colors.back],
    ['bet.lay', royal.colors.lay],
    ['pl.positive', royal.colors.positive],
    ['pl.negative', royal.colors.negative],
  ])('exposes %s as a semantic colour token', (path, value) => {
    const token = createBrandSystem(royal).tokens.getByName(`colors.${path}`);
    expect(token?.value).toBe(value);
    expect(token?.extensions.cssVar?.var).toMatch(/^--chakra-colors-/);
  });

  it.each([royal, emerald])(
    "names each of $id's colour variables as its system does, without building one",
    (brand) => {
      const system = createBrandSystem(brand);
      const fromSystem = Object.fromEntries(
        Object.entries(brandColorTokens(brand)).map(([path, value]) => [
          system.tokens.getByName(`colors.${path}`)?.extensions.cssVar?.var,
          value,
        ]),
      );
      expect(brandTokenVars(brand)).toEqual(fromSystem);
      expect(Object.keys(fromSystem)).toContain('--chakra-colors-brand-primary-contrast');
    },
  );

  it("names the variables with the theme's own prefix", () => {
    expect(Object.keys(brandTokenVars(royal))[0]).toMatch(new RegExp(`^--${themeConfig.cssVarsPrefix}-colors-`));
  });

  it('gives each brand its own header colour', () => {
    const headerBg = (brandId: typeof royal) =>
      createBrandSystem(brandId).tokens.getByName('colors.brand.headerBg')?.value;
    expect(headerBg(emerald)).toBe(emerald.colors.headerBg);
    expect(headerBg(royal)).toBe(royal.colors.headerBg);
  });

  it('defines the colour-palette keys so colorPalette="brand" works on recipes', () => {
    const keys = Object.keys(brandColorTokens(royal));
    for (const key of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
      expect(keys).toContain(`brand.${key}`);
    }
  });
});
