export * from './loginName';
export * from './passwords';
