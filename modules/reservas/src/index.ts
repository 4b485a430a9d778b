export * from './reservas.module';
export * from './migrations';
export { ReconstruirReservas } from './projections/reconstruir-reservas';
