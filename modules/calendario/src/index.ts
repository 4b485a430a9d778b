export * from './calendario.module';
export * from './migrations';
export { ReconstruirCalendario } from './projections/reconstruir-calendario';
