/** The spec's stake chips (section 9), the presets every slip starts from. */
export const STAKE_CHIPS: readonly number[] = [100, 200, 500, 1000, 2000, 3000, 5000, 10000, 20000, 25000, 50000, 100000, 200000, 500000];

/** Default amount a casino slip starts with (section 9). */
export const DEFAULT_CASINO_STAKE = 100;

/** Amount inputs are numeric with at most 9 characters (section 5). */
export const AMOUNT_MAX_LENGTH = 9;

export type StakeButton = { label: string; value: number };
export type StakeGroup = 'casino' | 'sport';
export type StakeButtons = Record<StakeGroup, StakeButton[]>;

export const MAX_STAKE_BUTTONS = 20;
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
      if (label.length > MAX_STAKE_LABEL) return `${name} button ${i + 1}: the label may be at most ${MAX_STAKE_LABEL} characters`;
      if (!Number.isInteger(b.value) || b.value < 1 || b.value > MAX_STAKE_VALUE) return `${name} button ${i + 1}: enter a whole amount from 1 to ${MAX_STAKE_VALUE}`;
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

/** Reads untrusted wire data; entries that are not a label with a number are skipped. */
export function fromWireStakeButtons(wire: Record<string, unknown>): StakeButtons {
  const read = (nameKey: string, valueKey: string): StakeButton[] => {
    const out: StakeButton[] = [];
    for (let n = 1; n <= MAX_STAKE_BUTTONS; n += 1) {
      const label = wire[`${nameKey}${n}`];
      const value = Number(wire[`${valueKey}${n}`]);
      if (typeof label === 'string' && Number.isFinite(value)) out.push({ label, value });
    }
    return out;
  };
  return { sport: read('buttonName', 'buttonValue'), casino: read('buttonNameCasino', 'buttonValueCasino') };
}
