/** The login response's user data (the contract's); the token's presence is what "logged in" means. */
export type { UserData } from '@exchange/contracts/accounts';

export type PopupName = 'loginPopOpen' | 'changePasswordPopOpen' | 'changeButtonPopOpen' | 'myMarketPopOpen';
