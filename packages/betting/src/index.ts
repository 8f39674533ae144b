export * from './money';
export * from './amounts';
export * from './casino/catalogue';
export * from './stakes';
export * from './sports';
export * from './statement';
export * from './casino/index';
export * from './passwords';
