export * from './ladder';
export * from './orderBook';
export * from './orderExposure';
export * from './cashOut';
