export * from './tarifario.module';
export * from './migrations';
