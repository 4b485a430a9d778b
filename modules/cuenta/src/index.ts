export * from './cuenta.module';
export * from './migrations';
export { sembrarDemo, DEMO, type CredencialesDemo } from './demo/sembrar-demo';
export { CrearOperador, type OperadorCreado } from './operadores/crear-operador.handler';
