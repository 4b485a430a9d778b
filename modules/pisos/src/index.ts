export * from './pisos.module';
export * from './migrations';
