export * from './informes.module';
export * from './migrations';
export { ReconstruirInformes } from './projections/reconstruir-informes';
