// Stops what global-setup.ts started: the product server, its database and Chromium.
import type { Corrida } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const corrida: Corrida | undefined = globalThis.__RECEPCION_E2E__;
  if (!corrida) return;
  globalThis.__RECEPCION_E2E__ = undefined;
  try {
    await corrida.server?.stop();
    await corrida.removeDatabase();
  } finally {
    await corrida.browser.close();
    if (corrida.server) for (const name of ['E2E_BASE_URL', 'E2E_PRODUCT_DOMAIN', 'E2E_OPERADOR']) delete process.env[name];
    delete process.env.E2E_WS_ENDPOINT;
  }
}
