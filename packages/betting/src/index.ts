export * from './money';
export * from './casino/catalogue';
