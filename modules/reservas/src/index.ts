export * from './reservas.module';
export * from './migrations';
export { ReconstruirReservas } from './proyecciones/reconstruir-reservas';
