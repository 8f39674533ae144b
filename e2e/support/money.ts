// Worked out apart from the app's formatAmount: the runtime's own en-IN rules are the reference here.
const enIN = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees as the screens print them: two decimals, Indian digit grouping ('1,00,000.00', '-1,234.50'). */
export const money = (rupees: number) => enIN.format(Math.round(rupees * 100) / 100 + 0);

/** A figure as the screens print it ('-1,00,000.00') back to a number. */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

/** An amount in the screens' format: optional sign, Indian groups (1,00,000), two decimals. */
export const MONEY_TEXT = /^-?(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})\.\d{2}$/;
