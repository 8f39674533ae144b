export * from './cards';
export * from './fairness';
export * from './rules';
export * from './teenPatti';
export * from './settlement';
export { worliDigit, dealAndarBahar } from './handGames';
export * from './positions';
export * from './results';
export * from './limits';
