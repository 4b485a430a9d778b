import type { NamedMigration } from '../database/migration-list';
import { EventStoreMigration } from './20261122000100-event-store.migration';
import { EventosHotelMigration } from './20261127000100-eventos-hotel.migration';
import { HuellaIdempotenciaMigration } from './20261202100000-huella-idempotencia.migration';
import { FechasCerradasMigration } from './20261203000100-fechas-cerradas.migration';
import { EstadiaDeEventosMigration } from './20261204100000-estadia-de-eventos.migration';
import { ActividadMigration } from './20261205000100-actividad.migration';
import { EventosHotelPorStreamMigration } from './20261206120000-eventos-hotel-por-stream.migration';
import { EstadiaEscritaMigration } from './20261207100000-estadia-escrita.migration';

export const platformMigrations: NamedMigration[] = [
  { name: '20261122000100-event-store', class: EventStoreMigration },
  { name: '20261127000100-eventos-hotel', class: EventosHotelMigration },
  { name: '20261202100000-huella-idempotencia', class: HuellaIdempotenciaMigration },
  { name: '20261203000100-fechas-cerradas', class: FechasCerradasMigration },
  { name: '20261204100000-estadia-de-eventos', class: EstadiaDeEventosMigration },
  { name: '20261205000100-actividad', class: ActividadMigration },
  { name: '20261206120000-eventos-hotel-por-stream', class: EventosHotelPorStreamMigration },
  { name: '20261207100000-estadia-escrita', class: EstadiaEscritaMigration },
];
