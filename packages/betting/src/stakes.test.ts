import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAKE_BUTTONS,
  MAX_STAKE_BUTTONS,
  STAKE_CHIPS,
  stakeButtonsFromWire,
  stakeButtonsProblem,
  stakeLabel,
  toWireStakeButtons,
  type StakeButtons,
} from './stakes';

describe('stake buttons', () => {
  it('labels chips the way players read them', () => {
    expect([100, 1000, 2500, 25000, 100000, 500000].map(stakeLabel)).toEqual(['100', '1K', '2500', '25K', '1L', '5L']);
  });

  it('defaults to the spec chips in both groups', () => {
    expect(DEFAULT_STAKE_BUTTONS.sport.map((b) => b.value)).toEqual(STAKE_CHIPS);
    expect(DEFAULT_STAKE_BUTTONS.casino.map((b) => b.value)).toEqual(STAKE_CHIPS);
  });

  it('round-trips through the spec wire keys', () => {
    const buttons = {
      sport: [{ label: 'Small', value: 150 }],
      casino: [
        { label: '1K', value: 1000 },
        { label: 'Max', value: 25000 },
      ],
    };
    const wire = toWireStakeButtons(buttons);
    expect(wire).toEqual({
      buttonName1: 'Small',
      buttonValue1: 150,
      buttonNameCasino1: '1K',
      buttonValueCasino1: 1000,
      buttonNameCasino2: 'Max',
      buttonValueCasino2: 25000,
    });
    expect(stakeButtonsFromWire(wire)).toEqual({ buttons, problem: null });
  });

  it('shows as many buttons as the spec has chips, and no more', () => {
    expect(MAX_STAKE_BUTTONS).toBe(14);
    expect(stakeButtonsFromWire(toWireStakeButtons(DEFAULT_STAKE_BUTTONS)).problem).toBeNull();
  });

  const ok = { buttonName1: 'Tea', buttonValue1: 150, buttonNameCasino1: 'Lunch', buttonValueCasino1: 700 };
  const fifteen = Object.fromEntries(
    Array.from({ length: 15 }, (_, i) => [
      [`buttonName${i + 1}`, `b${i + 1}`],
      [`buttonValue${i + 1}`, 100 + i],
    ]).flat(),
  );
  it.each<[string, unknown, string]>([
    ['an unknown key', { ...ok, hack: 'x' }, 'Unknown field hack'],
    ['a key with a leading zero', { ...ok, buttonValue01: 5 }, 'Unknown field buttonValue01'],
    ['button 0', { ...ok, buttonName0: 'a', buttonValue0: 5 }, 'Unknown field buttonName0'],
    ['a value without its name', { ...ok, buttonValue2: 300 }, 'buttonName2 is missing'],
    ['a name without its value', { ...ok, buttonNameCasino2: 'x' }, 'buttonValueCasino2 is missing'],
    ['a gap in the numbering', { ...ok, buttonName3: 'c', buttonValue3: 300 }, 'buttonName2 is missing'],
    [
      'a 15th sports button',
      { ...fifteen, buttonNameCasino1: 'a', buttonValueCasino1: 5 },
      'buttonName15: at most 14 Sports buttons',
    ],
    ['button 99 of the casino', { ...ok, buttonValueCasino99: 5 }, 'buttonValueCasino99: at most 14 Casino buttons'],
    [
      'a value sent as text',
      { ...ok, buttonValue1: '150' },
      'Sports button 1: enter a whole amount from 1 to 99999999',
    ],
    ['a label sent as a number', { ...ok, buttonNameCasino1: 7 }, 'Casino button 1: enter a label'],
    ['an array', [ok], 'Send the stake buttons as an object of buttonName{N} and buttonValue{N} fields'],
    ['nothing', null, 'Send the stake buttons as an object of buttonName{N} and buttonValue{N} fields'],
  ])('refuses %s, naming the field', (_, wire, problem) => {
    expect(stakeButtonsFromWire(wire)).toEqual({ buttons: null, problem });
  });

  it('gives the form and the API the same message for the same buttons', () => {
    const forms: StakeButtons[] = [
      { sport: [{ label: 'a', value: 0 }], casino: [{ label: 'b', value: 1 }] },
      { sport: [{ label: 'a', value: 1 }], casino: [{ label: '', value: 1 }] },
      { sport: [{ label: 'a', value: 1 }], casino: [{ label: 'b', value: 2.5 }] },
      { sport: [{ label: 'a', value: 100_000_000 }], casino: [{ label: 'b', value: 1 }] },
      { sport: [{ label: 'abcdefghijk', value: 1 }], casino: [{ label: 'b', value: 1 }] },
      { sport: [], casino: [{ label: 'b', value: 1 }] },
      DEFAULT_STAKE_BUTTONS,
    ];
    for (const form of forms)
      expect(stakeButtonsFromWire(toWireStakeButtons(form)).problem).toBe(stakeButtonsProblem(form));
  });

  it.each([
    [{ sport: [], casino: [{ label: 'a', value: 1 }] }, 'Sports buttons: add at least one button'],
    [{ sport: [{ label: ' ', value: 5 }], casino: [{ label: 'a', value: 1 }] }, 'Sports button 1: enter a label'],
    [
      { sport: [{ label: 'a', value: 1 }], casino: [{ label: 'a', value: 0 }] },
      'Casino button 1: enter a whole amount from 1 to 99999999',
    ],
    [
      { sport: [{ label: 'a', value: 1.5 }], casino: [{ label: 'a', value: 1 }] },
      'Sports button 1: enter a whole amount from 1 to 99999999',
    ],
    [
      { sport: [{ label: 'abcdefghijk', value: 1 }], casino: [{ label: 'a', value: 1 }] },
      'Sports button 1: the label may be at most 10 characters',
    ],
    [
      { sport: [{ label: ' a', value: 1 }], casino: [{ label: 'a', value: 1 }] },
      'Sports button 1: remove the spaces around the label',
    ],
    [
      { sport: [{ label: 'a', value: 1 }], casino: [{ label: 'a\tb', value: 1 }] },
      'Casino button 1: the label may only contain printable characters',
    ],
    [
      { sport: [{ label: 'a', value: 1 }], casino: Array.from({ length: 15 }, () => ({ label: 'a', value: 1 })) },
      'Casino buttons: at most 14 buttons',
    ],
  ])('refuses %j', (buttons, message) => {
    expect(stakeButtonsProblem(buttons)).toBe(message);
  });

  it('accepts the defaults', () => {
    expect(stakeButtonsProblem(DEFAULT_STAKE_BUTTONS)).toBeNull();
  });
});
