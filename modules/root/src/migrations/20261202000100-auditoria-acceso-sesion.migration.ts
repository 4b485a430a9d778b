import { Migration } from '@mikro-orm/migrations';

/**
 * Each switch remembers its session (the server's id, a hash, never the cookie) and the hotel that
 * session signed in to: a session that ends while it works as another hotel gets its `volver` row.
 */
export class AuditoriaAccesoSesionMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table auditoria_acceso add column sesion_id text null, add column hotel_propio_id int null;');
    this.addSql('create index auditoria_acceso_sesion on auditoria_acceso (sesion_id, id desc) where sesion_id is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists auditoria_acceso_sesion;');
    this.addSql('alter table auditoria_acceso drop column if exists sesion_id, drop column if exists hotel_propio_id;');
  }
}
