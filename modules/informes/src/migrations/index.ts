import type { NamedMigration } from '@recepcion/platform';
import { InformesMigration } from './20261123190000-informes.migration';
import { InformesPendienteMigration } from './20261123200000-informes-pendiente.migration';
import { InformesSalidasMigration } from './20261123201000-informes-salidas.migration';
import { InformesFechasDeEstadiasMigration } from './20261130000200-informes-fechas-de-estadias.migration';
import { InformesNochesPorTemporadaMigration } from './20261208110000-informes-noches-por-temporada.migration';
import { InformesBloqueosConMotivoMigration } from './20261210100000-informes-bloqueos-con-motivo.migration';
import { InformesPagosDeAnuladasMigration } from './20261211110000-informes-pagos-de-anuladas.migration';

export const informesMigrations: NamedMigration[] = [
  { name: '20261123190000-informes', class: InformesMigration },
  { name: '20261123200000-informes-pendiente', class: InformesPendienteMigration },
  { name: '20261123201000-informes-salidas', class: InformesSalidasMigration },
  { name: '20261130000200-informes-fechas-de-estadias', class: InformesFechasDeEstadiasMigration },
  { name: '20261208110000-informes-noches-por-temporada', class: InformesNochesPorTemporadaMigration },
  { name: '20261210100000-informes-bloqueos-con-motivo', class: InformesBloqueosConMotivoMigration },
  { name: '20261211110000-informes-pagos-de-anuladas', class: InformesPagosDeAnuladasMigration },
];
