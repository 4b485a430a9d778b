export * from './live.module';
export * from './configurar-canal';
