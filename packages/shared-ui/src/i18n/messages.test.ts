import {
  CASH_OUT_CHANGED,
  INVALID_AMOUNT,
  INVALID_ODD,
  NOTHING_TO_CASH_OUT,
  NO_CASH_OUT_PRICE,
  casinoStakeProblem,
  lossLimitMessage,
  lossLimitProblem,
  maximumBetMessage,
  minimumBetMessage,
  stakeButtonsProblem,
  timeOutMessage,
} from '@exchange/betting';
import {
  EXACTLY_SIX,
  FILL_ALL_FIELDS,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_LONG,
  SAME_AS_OLD,
} from '@exchange/account-rules';
import { LOGIN_FAILED, LOGIN_GENERIC, TERMS_REQUIRED } from '@exchange/account-rules';
import { loginEn } from './loginMessages';
import { CATALOGUE, en, hi, type MessageKey } from './messages';
import { translate, translateText } from './translate';

const keys = Object.keys(en) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the message catalogue', () => {
  it('has every key in English and in Hindi, none empty', () => {
    expect(Object.keys(hi).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(en[key].trim(), key).not.toBe('');
      expect(hi[key].trim(), key).not.toBe('');
    }
  });

  it('puts the same values into both languages', () => {
    for (const key of keys) expect(placeholders(hi[key]), key).toEqual(placeholders(en[key]));
  });

  it('writes Hindi in Devanagari, except the switch back to English and its short label', () => {
    const latin = keys.filter((key) => !DEVANAGARI.test(hi[key]));
    expect(latin.sort()).toEqual(['frame.switchLanguage', 'frame.switchLanguageShort']);
    // ...which on an English screen is offered in Hindi.
    expect(en['frame.switchLanguage']).toMatch(DEVANAGARI);
  });

  it('keeps the English texts of the spec word for word', () => {
    expect(en['frame.wallet']).toBe('Wallet');
    expect(en['frame.exposure']).toBe('Exposure');
    expect(en['login.terms']).toBe('I agree to the terms and conditions');
    expect(en['common.noData']).toBe('No data found');
    expect(en['login.agreeTerms']).toBe('Please agree to the terms and conditions');
  });

  it("carries the spec's messages (sections 5 and 8) word for word", () => {
    expect(en['msg.betPlaced']).toBe('Bet Placed');
    expect(en['msg.fancyBetPlaced']).toBe('Bet Placed successfully');
    expect(en['msg.enterValidAmount']).toBe('Please enter a Valid Amount');
    expect(en['msg.selectValidOdd']).toBe('Please select a Valid Odd');
    expect(en['msg.minimumBet']).toBe('Minimum bet amount is {value}');
    expect(en['msg.maximumBet']).toBe('Maximum bet amount is {value}');
    expect(en['msg.somethingWentWrong']).toBe('Something Went Wrong');
    expect(en['msg.fancySomethingWentWrong']).toBe('Something Went wrong');
    expect(en['msg.loginGeneric']).toBe('Something went wrong or Account is not active');
    expect(en['msg.loginFailed']).toBe('Login failed');
    expect(en['msg.passwordChanged']).toBe('Password changed successfully');
    expect(en['msg.noDataForEvent']).toBe('No data found for this event');
  });

  it('translates every message that packages/betting and the login compose, as they compose it', () => {
    const composed = [
      INVALID_AMOUNT,
      INVALID_ODD,
      minimumBetMessage(100),
      maximumBetMessage(200000),
      casinoStakeProblem('DRAGON_TIGER_20', 50)!,
      FILL_ALL_FIELDS,
      PASSWORDS_DO_NOT_MATCH,
      SAME_AS_OLD,
      EXACTLY_SIX,
      PASSWORD_TOO_LONG,
      NOTHING_TO_CASH_OUT,
      NO_CASH_OUT_PRICE,
      CASH_OUT_CHANGED,
      TERMS_REQUIRED,
      LOGIN_FAILED,
      LOGIN_GENERIC,
      lossLimitProblem('x')!,
      lossLimitProblem(0)!,
      lossLimitProblem(1.005)!,
      lossLimitProblem(1e12)!,
      lossLimitMessage({ period: 'daily', limitPaise: 500_000 }),
      lossLimitMessage({ period: 'weekly', limitPaise: 500_000 }),
      lossLimitMessage({ period: 'monthly', limitPaise: 500_000 }),
      timeOutMessage(Date.UTC(2026, 4, 12, 9, 30)),
      stakeButtonsProblem({ casino: [], sport: [] })!,
      stakeButtonsProblem({ casino: [{ label: '', value: 100 }], sport: [] })!,
      stakeButtonsProblem({ casino: [{ label: ' 1k', value: 100 }], sport: [] })!,
      stakeButtonsProblem({ casino: [{ label: '1k', value: 0.5 }], sport: [] })!,
      stakeButtonsProblem({ casino: [{ label: '1k', value: 100 }], sport: [{ label: 'x'.repeat(99), value: 1 }] })!,
    ];
    const untranslated = composed.filter((text) => {
      const shown = translateText('hi', text);
      return shown === text || !DEVANAGARI.test(shown);
    });
    expect(untranslated).toEqual([]);
    // Figures stay digits.
    expect(translateText('hi', minimumBetMessage(100))).toContain('100');
  });

  it('gives one English text one Hindi text, whichever key it is found under', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const key of keys) byEnglish.set(en[key], (byEnglish.get(en[key]) ?? new Set()).add(hi[key]));
    const ambiguous = [...byEnglish].filter(([, hindi]) => hindi.size > 1).map(([english]) => english);
    expect(ambiguous).toEqual([]);
  });

  it("keeps the login screen's part in the catalogue", () => {
    for (const key of Object.keys(loginEn) as (keyof typeof loginEn)[]) expect(en[key]).toBe(loginEn[key]);
  });

  it('fills values and looks up English texts that arrive from elsewhere', () => {
    expect(translate('en', 'frame.copyright', { brand: 'Royal Exchange' })).toBe('Copyright 2025 Royal Exchange');
    expect(translate('hi', 'welcome.heading', { brand: 'Royal Exchange' })).toBe('Royal Exchange में आपका स्वागत है');
    expect(translateText('hi', 'My Ledger')).toBe(CATALOGUE.hi['nav.myLedger']);
    expect(translateText('en', 'My Ledger')).toBe('My Ledger');
    // A text the catalogue does not know stays as it came (a remote newer than the shell).
    expect(translateText('hi', 'Lucky 7 A')).toBe('Lucky 7 A');
  });
});
