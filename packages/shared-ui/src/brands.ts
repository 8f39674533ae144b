/**
 * Brand palettes. Components never hold colour literals: these values reach them only as the
 * semantic tokens built in `system.ts` (brand.*, bet.*, pl.*).
 */
export type BrandColors = {
  primary: string;
  primaryContrast: string;
  accent: string;
  headerBg: string;
  headerText: string;
  pageBg: string;
  /** Back / LAGAI / YES cells: the light blue players know. */
  back: string;
  /** Lay / KHAI / NO cells: the pink players know. */
  lay: string;
  positive: string;
  negative: string;
};

export type Brand = {
  id: string;
  name: string;
  logoText: string;
  colors: BrandColors;
};

/** The exchange's own colours, shared by every brand so a rate cell reads the same everywhere. */
const EXCHANGE_COLORS = {
  back: '#72bbef',
  lay: '#faa9ba',
  positive: '#117a30',
  negative: '#d0021b',
} as const;

export const royal: Brand = {
  id: 'royal',
  name: 'Royal Exchange',
  logoText: 'ROYAL EXCHANGE',
  colors: {
    primary: '#1d3f72',
    primaryContrast: '#ffffff',
    accent: '#f2b705',
    headerBg: '#0b2a4a',
    headerText: '#ffffff',
    pageBg: '#eef1f5',
    ...EXCHANGE_COLORS,
  },
};

export const emerald: Brand = {
  id: 'emerald',
  name: 'Emerald Casino',
  logoText: 'EMERALD CASINO',
  colors: {
    primary: '#146c43',
    primaryContrast: '#ffffff',
    accent: '#ff8a3d',
    headerBg: '#0f5132',
    headerText: '#ffffff',
    pageBg: '#edf3ef',
    ...EXCHANGE_COLORS,
  },
};

export const BRANDS: Readonly<Record<string, Brand>> = { royal, emerald };

export const DEFAULT_BRAND_ID = royal.id;

/** The brand for an id from the runtime config; unknown or missing ids get the default brand. */
export function getBrand(id?: string): Brand {
  return (id !== undefined && Object.hasOwn(BRANDS, id) ? BRANDS[id] : undefined) ?? royal;
}
