export * from './dinero';
export * from './fechas';
export * from './precio-calculado';
export * from './linea-habitacion';
export * from './numeros';
export * from './formato-fecha';
export * from './texto';
export * from './impuesto';
