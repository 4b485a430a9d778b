import 'reflect-metadata';
import path from 'node:path';
import { sembrarDemo } from '@recepcion/cuenta-module';
import { readAppConfig } from '@recepcion/platform';
import { createApp } from './create-app';
import { llenarHotelDemo } from './demo/datos-demo';

async function main() {
  const workspaceRoot = path.resolve(__dirname, '../../..');
  const config = readAppConfig(process.env, workspaceRoot);
  const running = await createApp(config);
  const demo = process.env.SEED_DEMO === 'false' ? null : await sembrarDemo(running.app);
  await running.app.listen({ port: config.port, host: config.host });
  const address = running.app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (demo) {
    try {
      await llenarHotelDemo(`http://127.0.0.1:${port}`, demo.hotel);
    } catch (error) {
      running.logger.warn({ err: error }, 'demo data incomplete');
    }
  }
  // Further API processes of `npm start` (WEB_CONCURRENCY) share the first one's port: it says all this.
  if (process.env.RECEPCION_PROCESO_ADICIONAL !== 'true') {
    const db = running.database.kind === 'pglite' ? `base embebida (PGlite) en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    process.stdout.write(`\nRecepción está en http://localhost:${port}  ·  ${db}\n`);
    if (demo) {
      process.stdout.write(
        `Datos de demostración creados. Ingrese con:\n` +
          `  hotel demo:  ${demo.hotel.email} / ${demo.hotel.password}\n` +
          `  operador:    ${demo.operador.email} / ${demo.operador.password}\n` +
          `(cambie estas contraseñas si el servidor es accesible desde otra máquina)\n`,
      );
    }
    process.stdout.write('\n');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    running.logger.info({ signal }, 'shutting down');
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`No se pudo iniciar Recepción: ${error?.stack ?? error}\n`);
  process.exit(1);
});
