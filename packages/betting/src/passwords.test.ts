import { describe, expect, it } from 'vitest';
import { EXACTLY_SIX, FILL_ALL_FIELDS, PASSWORDS_DO_NOT_MATCH, SAME_AS_OLD, passwordChangeProblem } from './passwords';

const form = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => ({ oldPassword, newPassword, confirmPassword });

describe('change-password rules', () => {
  it.each([
    ['page', form('', '654321'), FILL_ALL_FIELDS],
    ['page', form('123456', '654321', ''), FILL_ALL_FIELDS],
    ['page', form('123456', '654321', '654320'), PASSWORDS_DO_NOT_MATCH],
    ['page', form('123456', '123456'), SAME_AS_OLD],
    ['page', form('123456', '65432'), EXACTLY_SIX],
    ['page', form('123456', '6543210'), EXACTLY_SIX],
    ['page', form('123456', '654321'), null],
    ['modal', form('123456', '65432'), EXACTLY_SIX],
    ['modal', form('123456', '6543210'), null],
    ['modal', form('123456', '654321'), null],
  ] as const)('%s %j → %s', (variant, input, message) => {
    expect(passwordChangeProblem(input, variant)).toBe(message);
  });
});
