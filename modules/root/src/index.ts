export * from './root.module';
export * from './migrations';
