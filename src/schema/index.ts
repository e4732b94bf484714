export * from './registry';
export * from './validation';
