export * from './errors';
export * from './logger';
export * from './server-info';
export * from './constants';
export * from './integracion';
export * from './cuenta';
export * from './mensajes-cuenta';
export * from './live';
