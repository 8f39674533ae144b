import { describe, expect, it } from 'vitest';
import { headerTitle, isFramelessPath } from './headerTitle';

describe('header title by path prefix', () => {
  it.each([
    ['/cricket', 'Dashboard'],
    ['/main/statement', 'Account Statement'],
    ['/ledger', 'Ledger'],
    ['/ledger-details/42', 'Ledger'],
    ['/main/changepassword', 'Change Password'],
    ['/profile', 'My Profile'],
    ['/confirm', 'Confirm'],
    ['/complete-games', 'Complete Games'],
    ['/casino', 'Casino'],
    ['/casino/casino-bets', 'Casino'],
    ['/main/lucky7', 'Lucky 7'],
    ['/main/teen20', 'Teen Patti 20-20'],
    ['/main/dt20', 'Dragon Tiger'],
    ['/main/aaa', 'AAA'],
    ['/main/worli2', 'Worli Matka'],
    ['/main/dt202', 'Dragon Tiger 2'],
    ['/main/teen', 'Teen Patti One Day'],
    ['/reports/casinoresults/TEEN_20/teen20', 'Casino'],
    ['/main/andar-bahar', 'Andar Bahar 2'],
    ['/complete_detail/17', 'Complete Games'],
    ['/game/cricket/1001', 'Dashboard'],
    ['/', 'Dashboard'],
  ])('%s shows %s', (path, title) => {
    expect(headerTitle(path)).toBe(title);
  });

  it('hides the frame on /confirm and the lottery tables only', () => {
    expect(isFramelessPath('/confirm')).toBe(true);
    expect(isFramelessPath('/lottery/casino_tables/1')).toBe(true);
    expect(isFramelessPath('/cricket')).toBe(false);
    expect(isFramelessPath('/confirmation-x')).toBe(false);
  });
});
