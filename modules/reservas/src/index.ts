export * from './reservas.module';
export * from './migrations';
