export * from './istTime';
export * from './lossLimit';
export * from './realityCheck';
