/** The login response's user data; the token's presence is what "logged in" means. */
export type UserData = {
  id: number;
  token: string;
  username: string;
  balance: number;
  /** Money at risk on open bets, a non-positive number; wallet = balance + liability. */
  liability: number;
  resetRequired: boolean;
};

export type PopupName = 'loginPopOpen' | 'changePasswordPopOpen' | 'changeButtonPopOpen' | 'myMarketPopOpen';
