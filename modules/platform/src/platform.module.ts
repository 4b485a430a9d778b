import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitGuard } from './auth/rate-limit.guard';
import { AvisosEntreProcesos } from './cache/avisos-entre-procesos';
import { SessionGuard } from './auth/session.guard';
import type { Logger } from 'pino';
import type { AppConfig } from './config/app-config';
import type { DatabaseConnection } from './database/database-connection';
import { BaseDeLectura } from './database/base-de-lectura';
import { createOrmOptions, tamanoDelPool } from './database/orm-options';
import { EVENT_STORE } from './event-store/event-store';
import { InlineProjections } from './event-store/inline-projections';
import { PostgresEventStore } from './event-store/postgres-event-store';
import { APP_CONFIG, CLOCK, type Clock, DATABASE_CONNECTION, LOGGER } from './platform.tokens';

export interface PlatformOptions {
  config: AppConfig;
  database: DatabaseConnection;
  logger: Logger;
  clock?: Clock;
}

/** Database, event store, configuration, logger and clock for every module of the API. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: options.config },
      { provide: DATABASE_CONNECTION, useValue: options.database },
      { provide: LOGGER, useValue: options.logger },
      { provide: CLOCK, useValue: options.clock ?? (() => new Date()) },
      { provide: InlineProjections, useValue: new InlineProjections() },
      { provide: EVENT_STORE, useFactory: (projections: InlineProjections) => new PostgresEventStore(projections), inject: [InlineProjections] },
      { provide: AvisosEntreProcesos, useClass: AvisosEntreProcesos },
      // Reports, dashboard and activity log: a standby when DATABASE_URL_LECTURA is set.
      { provide: BaseDeLectura, useValue: new BaseDeLectura(options.database, options.config.databaseUrlLectura, Math.max(2, Math.ceil(tamanoDelPool(options.database.kind) / 2))) },
    ];
    return {
      module: PlatformModule,
      imports: [
        // Migrations ran before the application started; here the ORM only connects.
        // The HTTP layer opens MikroORM's request context itself (see create-http-application.ts).
        MikroOrmModule.forRoot({
          ...createOrmOptions(options.database.url, [], { pool: { min: 0, max: tamanoDelPool(options.database.kind) } }),
          autoLoadEntities: true,
          registerRequestContext: false,
        }),
      ],
      providers: [...providers, { provide: APP_GUARD, useClass: RateLimitGuard }, { provide: APP_GUARD, useClass: SessionGuard }],
      exports: providers.map((p) => p.provide),
    };
  }
}
