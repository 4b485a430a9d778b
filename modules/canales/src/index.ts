export * from './canales.module';
export * from './migrations';
