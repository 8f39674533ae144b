import { describe, expect, it } from 'vitest';
import { DEFAULT_STAKE_BUTTONS, STAKE_CHIPS, fromWireStakeButtons, stakeButtonsProblem, stakeLabel, toWireStakeButtons } from './stakes';

describe('stake buttons', () => {
  it('labels chips the way players read them', () => {
    expect([100, 1000, 2500, 25000, 100000, 500000].map(stakeLabel)).toEqual(['100', '1K', '2500', '25K', '1L', '5L']);
  });

  it('defaults to the spec chips in both groups', () => {
    expect(DEFAULT_STAKE_BUTTONS.sport.map((b) => b.value)).toEqual(STAKE_CHIPS);
    expect(DEFAULT_STAKE_BUTTONS.casino.map((b) => b.value)).toEqual(STAKE_CHIPS);
  });

  it('round-trips through the spec wire keys', () => {
    const buttons = { sport: [{ label: 'Small', value: 150 }], casino: [{ label: '1K', value: 1000 }, { label: 'Max', value: 25000 }] };
    const wire = toWireStakeButtons(buttons);
    expect(wire).toEqual({ buttonName1: 'Small', buttonValue1: 150, buttonNameCasino1: '1K', buttonValueCasino1: 1000, buttonNameCasino2: 'Max', buttonValueCasino2: 25000 });
    expect(fromWireStakeButtons(wire)).toEqual(buttons);
  });

  it('skips malformed wire entries instead of crashing', () => {
    expect(fromWireStakeButtons({ buttonName1: 5, buttonValue1: 'x', buttonName2: 'ok', buttonValue2: '300' })).toEqual({ sport: [{ label: 'ok', value: 300 }], casino: [] });
  });

  it.each([
    [{ sport: [], casino: [{ label: 'a', value: 1 }] }, 'Sports buttons: add at least one button'],
    [{ sport: [{ label: ' ', value: 5 }], casino: [{ label: 'a', value: 1 }] }, 'Sports button 1: enter a label'],
    [{ sport: [{ label: 'a', value: 1 }], casino: [{ label: 'a', value: 0 }] }, 'Casino button 1: enter a whole amount from 1 to 99999999'],
    [{ sport: [{ label: 'a', value: 1.5 }], casino: [{ label: 'a', value: 1 }] }, 'Sports button 1: enter a whole amount from 1 to 99999999'],
    [{ sport: [{ label: 'abcdefghijk', value: 1 }], casino: [{ label: 'a', value: 1 }] }, 'Sports button 1: the label may be at most 10 characters'],
  ])('refuses %j', (buttons, message) => {
    expect(stakeButtonsProblem(buttons)).toBe(message);
  });

  it('accepts the defaults', () => {
    expect(stakeButtonsProblem(DEFAULT_STAKE_BUTTONS)).toBeNull();
  });
});
