export * from './actividad.module';
