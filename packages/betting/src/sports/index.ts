export * from './profitLoss';
export * from './position';
export * from './fancy';
export * from './validation';
export * from './sessionOrder';
export * from './reportedBet';
