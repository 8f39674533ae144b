import { describe, expect, it } from 'vitest';
import { passwordChangeBody } from './passwordApi';

const encrypt = (plain: string) => `rsa(${plain})`;

describe('the password-change request', () => {
  it('from the page carries only the two passwords, so the API holds it to exactly 6 characters', () => {
    expect(passwordChangeBody({ oldPassword: '123456', newPassword: 'abc123' }, encrypt)).toEqual({
      password: 'rsa(123456)',
      newPassword: 'rsa(abc123)',
    });
  });

  it('from the profile modal adds uid and resetRequired=false (spec section 7), so 6 or more are accepted', () => {
    expect(passwordChangeBody({ oldPassword: '123456', newPassword: 'fresh77', uid: 7 }, encrypt)).toEqual({
      password: 'rsa(123456)',
      newPassword: 'rsa(fresh77)',
      resetRequired: false,
      uid: 7,
    });
  });
});
