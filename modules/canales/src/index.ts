export * from './canales.module';
export * from './migrations';
export * from './queries/listar-canales/listar-canales.query';
