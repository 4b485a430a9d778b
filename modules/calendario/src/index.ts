export * from './calendario.module';
export * from './migrations';
export { SeguidorCalendario } from './proyeccion/seguidor-calendario';
