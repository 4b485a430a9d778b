export * from './dinero';
export * from './fechas';
export * from './precio-calculado';
export * from './linea-habitacion';
