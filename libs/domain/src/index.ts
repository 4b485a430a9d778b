export * from './dinero';
export * from './fechas';
