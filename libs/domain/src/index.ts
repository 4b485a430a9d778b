export * from './dinero';
export * from './fechas';
export * from './precio-calculado';
