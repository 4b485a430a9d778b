export * from './reservas.module';
export * from './migrations';
export { ReconstruirReservas } from './projections/reconstruir-reservas';
export { ESPERA_REVISION_LISTA_MS } from './lista-espera/ofrecer-lista-espera.handler';
