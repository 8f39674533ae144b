/** The spec's stake chips (section 9), the presets every slip starts from. */
export const STAKE_CHIPS: readonly number[] = [
  100, 200, 500, 1000, 2000, 3000, 5000, 10000, 20000, 25000, 50000, 100000, 200000, 500000,
];

/** Default amount a casino slip starts with (section 9). */
export const DEFAULT_CASINO_STAKE = 100;

/** Amount inputs are numeric with at most 9 characters (section 5). */
export const AMOUNT_MAX_LENGTH = 9;

export type StakeButton = { label: string; value: number };
export type StakeGroup = 'casino' | 'sport';
export type StakeButtons = Record<StakeGroup, StakeButton[]>;

/** The product shows one button per chip of the spec, so a group has at most that many. */
export const MAX_STAKE_BUTTONS = STAKE_CHIPS.length;
export const MAX_STAKE_VALUE = 99_999_999;
export const MAX_STAKE_LABEL = 10;

/** 1000 → '1K', 100000 → '1L' (lakh), as chips are labelled on Indian exchanges. */
export function stakeLabel(value: number): string {
  if (value >= 100_000 && value % 100_000 === 0) return `${value / 100_000}L`;
  if (value >= 1000 && value % 1000 === 0) return `${value / 1000}K`;
  return String(value);
}

export const DEFAULT_STAKE_BUTTONS: StakeButtons = {
  casino: STAKE_CHIPS.map((value) => ({ label: stakeLabel(value), value })),
  sport: STAKE_CHIPS.map((value) => ({ label: stakeLabel(value), value })),
};

/** The first problem with a set of presets, in words for the player, or null when they are fine. */
export function stakeButtonsProblem(buttons: StakeButtons): string | null {
  for (const group of ['casino', 'sport'] as const) {
    const list = buttons[group];
    const name = group === 'casino' ? 'Casino' : 'Sports';
    if (!Array.isArray(list) || list.length === 0) return `${name} buttons: add at least one button`;
    if (list.length > MAX_STAKE_BUTTONS) return `${name} buttons: at most ${MAX_STAKE_BUTTONS} buttons`;
    for (const [i, b] of list.entries()) {
      const label = typeof b.label === 'string' ? b.label.trim() : '';
      if (!label) return `${name} button ${i + 1}: enter a label`;
      if (label !== b.label) return `${name} button ${i + 1}: remove the spaces around the label`;
      if (/\p{Cc}/u.test(label)) return `${name} button ${i + 1}: the label may only contain printable characters`;
      if (label.length > MAX_STAKE_LABEL)
        return `${name} button ${i + 1}: the label may be at most ${MAX_STAKE_LABEL} characters`;
      if (!Number.isInteger(b.value) || b.value < 1 || b.value > MAX_STAKE_VALUE)
        return `${name} button ${i + 1}: enter a whole amount from 1 to ${MAX_STAKE_VALUE}`;
    }
  }
  return null;
}

/** The spec's wire shape: buttonName{N}/buttonValue{N} (sport) and buttonNameCasino{N}/buttonValueCasino{N}. */
export function toWireStakeButtons(buttons: StakeButtons): Record<string, string | number> {
  const wire: Record<string, string | number> = {};
  buttons.sport.forEach((b, i) => {
    wire[`buttonName${i + 1}`] = b.label;
    wire[`buttonValue${i + 1}`] = b.value;
  });
  buttons.casino.forEach((b, i) => {
    wire[`buttonNameCasino${i + 1}`] = b.label;
    wire[`buttonValueCasino${i + 1}`] = b.value;
  });
  return wire;
}

const WIRE_KEY = /^button(Name|Value)(Casino)?([1-9][0-9]?)$/;

export type WireStakeButtons = { buttons: StakeButtons; problem: null } | { buttons: null; problem: string };

/**
 * Reads untrusted wire data exactly, never dropping or renumbering a button: every key must be one of
 * the spec's, numbered 1, 2, 3... in each group with both a name and a value, at most
 * MAX_STAKE_BUTTONS a group. Structural problems name the wire key; the buttons themselves are then
 * judged by stakeButtonsProblem, so the API and the form give the same message for the same button.
 */
export function stakeButtonsFromWire(wire: unknown): WireStakeButtons {
  const refuse = (problem: string): WireStakeButtons => ({ buttons: null, problem });
  if (typeof wire !== 'object' || wire === null || Array.isArray(wire))
    return refuse('Send the stake buttons as an object of buttonName{N} and buttonValue{N} fields');
  const entries = wire as Record<string, unknown>;
  const counts = { sport: 0, casino: 0 };
  for (const key of Object.keys(entries)) {
    const match = WIRE_KEY.exec(key);
    if (!match) return refuse(`Unknown field ${key}`);
    const group = match[2] ? 'casino' : 'sport';
    const n = Number(match[3]);
    if (n > MAX_STAKE_BUTTONS)
      return refuse(`${key}: at most ${MAX_STAKE_BUTTONS} ${group === 'casino' ? 'Casino' : 'Sports'} buttons`);
    counts[group] = Math.max(counts[group], n);
  }
  const read = (group: StakeGroup): StakeButton[] | string => {
    const suffix = group === 'casino' ? 'Casino' : '';
    const out: StakeButton[] = [];
    for (let n = 1; n <= counts[group]; n += 1) {
      const nameKey = `buttonName${suffix}${n}`;
      const valueKey = `buttonValue${suffix}${n}`;
      if (!Object.hasOwn(entries, nameKey)) return `${nameKey} is missing`;
      if (!Object.hasOwn(entries, valueKey)) return `${valueKey} is missing`;
      const label = entries[nameKey];
      const value = entries[valueKey];
      out.push({
        label: typeof label === 'string' ? label : '',
        value: typeof value === 'number' ? value : Number.NaN,
      });
    }
    return out;
  };
  const sport = read('sport');
  if (typeof sport === 'string') return refuse(sport);
  const casino = read('casino');
  if (typeof casino === 'string') return refuse(casino);
  const buttons = { sport, casino };
  const problem = stakeButtonsProblem(buttons);
  return problem ? refuse(problem) : { buttons, problem: null };
}
