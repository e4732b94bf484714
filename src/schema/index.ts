export * from './registry';
export * from './validation';
export * from './lines';
