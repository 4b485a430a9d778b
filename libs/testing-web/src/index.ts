/**
 * Test support of the web UI (jsdom component tests only; eslint keeps it out of product code).
 * Each area's jest.config maps `socket.io-client` to ./socket-io-falso, libs/session's `./socket-ligero` to
 * ./socket-ligero-falso (the same fake socket) and libs/ui's `./hot-grid`
 * to ./hot-grid-falso; the tests import the rest from here.
 */
export { installFetchFalso, installFakeApi, clearCookies, refusal, LOGGER_URL, type FakeAnswer, type FakeApi, type FakeApiOpciones, type Handler, type RecordedCall } from './fake-api';
export { conectarVivo, empujar, sockets, io, SocketFalso } from './socket-io-falso';
export { default as HotGridFalso } from './hot-grid-falso';
export { configuracionPrueba, ejecutarCicloDeVida, HOTEL_PRUEBA, iniciarSesionPrueba, limpiarPantalla, renderConPortal, USUARIO_PRUEBA } from './pantalla';
