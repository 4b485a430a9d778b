export * from './errors';
export * from './logger';
export * from './server-info';
export * from './constants';
