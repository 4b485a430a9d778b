export * from './pisos.module';
export * from './migrations';
export { ServicioDiarioProgramado } from './aplicacion/servicio-diario-programado';
