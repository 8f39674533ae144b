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

  it('fills values and looks up English texts that arrive from elsewhere', () => {
    expect(translate('en', 'frame.copyright', { brand: 'Royal Exchange' })).toBe('Copyright 2025 Royal Exchange');
    expect(translate('hi', 'welcome.heading', { brand: 'Royal Exchange' })).toBe('Royal Exchange में आपका स्वागत है');
    expect(translateText('hi', 'My Ledger')).toBe(CATALOGUE.hi['nav.myLedger']);
    expect(translateText('en', 'My Ledger')).toBe('My Ledger');
    // A text the catalogue does not know stays as it came (a remote newer than the shell).
    expect(translateText('hi', 'Lucky 7 A')).toBe('Lucky 7 A');
  });
});
