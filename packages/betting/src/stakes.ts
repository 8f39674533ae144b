/** The spec's stake chips (section 9), the presets every slip starts from. */
export const STAKE_CHIPS: readonly number[] = [100, 200, 500, 1000, 2000, 3000, 5000, 10000, 20000, 25000, 50000, 100000, 200000, 500000];

/** Default amount a casino slip starts with (section 9). */
export const DEFAULT_CASINO_STAKE = 100;

/** Amount inputs are numeric with at most 9 characters (section 5). */
export const AMOUNT_MAX_LENGTH = 9;
