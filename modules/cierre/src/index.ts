export * from './cierre.module';
export * from './migrations';
