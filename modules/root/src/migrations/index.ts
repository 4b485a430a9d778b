import type { NamedMigration } from '@recepcion/platform';
import { LogClienteMigration } from './20261122000200-log-cliente.migration';
import { AuditoriaAccesoMigration } from './20261123002100-auditoria-acceso.migration';
import { AuditoriaAccesoSesionMigration } from './20261202000100-auditoria-acceso-sesion.migration';

export const rootMigrations: NamedMigration[] = [
  { name: '20261122000200-log-cliente', class: LogClienteMigration },
  { name: '20261123002100-auditoria-acceso', class: AuditoriaAccesoMigration },
  { name: '20261202000100-auditoria-acceso-sesion', class: AuditoriaAccesoSesionMigration },
];
