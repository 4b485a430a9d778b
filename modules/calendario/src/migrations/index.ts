import type { NamedMigration } from '@recepcion/platform';
import { CalendarioMigration } from './20261122001500-calendario.migration';
import { CeldasSinClaveForaneaMigration } from './20261128000100-celdas-sin-clave-foranea.migration';
import { CalendarioPendienteMigration } from './20261130000100-calendario-pendiente.migration';
import { CalendarioBloqueosDeCanalMigration } from './20261201000200-bloqueos-de-canal.migration';
import { CalendarioOrigenMigration } from './20261201000500-origen-de-reservas.migration';
import { CalendarioFueraDeServicioMigration } from './20261201000700-fuera-de-servicio.migration';

export const calendarioMigrations: NamedMigration[] = [
  { name: '20261122001500-calendario', class: CalendarioMigration },
  { name: '20261128000100-celdas-sin-clave-foranea', class: CeldasSinClaveForaneaMigration },
  { name: '20261130000100-calendario-pendiente', class: CalendarioPendienteMigration },
  { name: '20261201000200-bloqueos-de-canal', class: CalendarioBloqueosDeCanalMigration },
  { name: '20261201000500-origen-de-reservas', class: CalendarioOrigenMigration },
  { name: '20261201000700-fuera-de-servicio', class: CalendarioFueraDeServicioMigration },
];
