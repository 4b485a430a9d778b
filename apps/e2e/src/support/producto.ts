import type { Cuenta } from './accounts';
import { type TestBrowser, usarNavegador } from './browser';
import { type ProductServer, runningProductServer } from './product-server';

/**
 * For a test file: the run's product server and a browser context of its own. global-setup.ts
 * starts one server (its own database, no demo hotel) and one Chromium for every browser test
 * file; each file makes the hotels it needs.
 */
export function usarProducto(): { server: ProductServer; browser: TestBrowser } {
  return { server: runningProductServer(), browser: usarNavegador() };
}

/**
 * The run's operator (the provider's staff, with the root area). Operators are made only with
 * the CLI, so global-setup.ts makes this one, in a configured hotel of its own. Against a server
 * of your own (E2E_BASE_URL), set E2E_OPERADOR to its JSON; `npm start`'s demo operator otherwise.
 */
export function operadorDeLaCorrida(): Cuenta {
  const operador = process.env.E2E_OPERADOR;
  if (operador) return JSON.parse(operador) as Cuenta;
  return { email: 'operador@recepcion.app', password: 'operador1234', nombre: 'Operador Recepción', hotel: 'Hotel Demo Valparaíso' };
}
