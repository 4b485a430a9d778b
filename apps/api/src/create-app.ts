import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type AppConfig,
  type Clock,
  createHttpApplication,
  createLogger,
  type DatabaseConnection,
  openDatabase,
  runMigrations,
} from '@recepcion/platform';
import type { Logger } from 'pino';
import { configurarCanalEnVivo } from '@recepcion/live-module';
import { AppModule } from './app.module';
import { DESCRIPCIONES_OPENAPI } from './documentacion-openapi';
import { allMigrations } from './migrations';

export interface RunningApp {
  app: NestFastifyApplication;
  database: DatabaseConnection;
  logger: Logger;
  close(): Promise<void>;
}

/** Opens the database (embedded unless DATABASE_URL), applies migrations, builds the API. */
export async function createApp(config: AppConfig, options: { clock?: Clock; serveUi?: boolean; logger?: Logger } = {}): Promise<RunningApp> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sentencias: config.databaseSentencias });
  try {
    const applied = await runMigrations(database.url, allMigrations);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    const app = await createHttpApplication(AppModule.register({ config, database, logger, clock: options.clock }), {
      logger,
      clock: options.clock,
      uiDir: options.serveUi === false ? undefined : config.uiDir,
      productDomain: config.productDomain,
      handsontableLicenseKey: config.handsontableLicenseKey,
      version: config.version,
      trustedProxies: config.trustedProxies,
      redisUrl: config.redisUrl,
      rateLimitNamespace: config.rateLimitNamespace,
      tiempoMaximoSolicitudMs: config.tiempoMaximoSolicitudMs,
      publicUrl: config.publicUrl,
      descripcionesOpenApi: DESCRIPCIONES_OPENAPI,
    });
    configurarCanalEnVivo(app);
    // Registers routes, gateways and the CQRS handlers, so seeds and CLIs can use the buses before listen().
    await app.init();
    return {
      app,
      database,
      logger,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
