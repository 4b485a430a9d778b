export * from './maestros.module';
export * from './migrations';
