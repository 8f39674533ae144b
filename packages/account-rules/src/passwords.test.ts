import { describe, expect, it } from 'vitest';
import {
  EXACTLY_SIX,
  FILL_ALL_FIELDS,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_LONG,
  SAME_AS_OLD,
  newPasswordProblem,
  passwordChangeProblem,
} from './passwords';

const form = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  oldPassword,
  newPassword,
  confirmPassword,
});

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
    ['modal', form('123456', 'x'.repeat(72)), null],
    ['modal', form('123456', 'x'.repeat(73)), PASSWORD_TOO_LONG],
    ['modal', form('123456', 'é'.repeat(37)), PASSWORD_TOO_LONG],
    ['page', form('123456', '😀😀😀😀😀😀'), null],
  ] as const)('%s %j → %s', (variant, input, message) => {
    expect(passwordChangeProblem(input, variant)).toBe(message);
  });
});

describe('the new password alone, as the API checks it', () => {
  it("counts characters, not UTF-16 units, and bytes only against bcrypt's limit", () => {
    expect(newPasswordProblem('😀😀😀😀😀', 'page')).toBe(EXACTLY_SIX);
    expect(newPasswordProblem('😀'.repeat(18), 'modal')).toBeNull();
    expect(newPasswordProblem('😀'.repeat(19), 'modal')).toBe(PASSWORD_TOO_LONG);
  });
});
