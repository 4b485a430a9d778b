import { Migration } from '@mikro-orm/migrations';

export class AuditoriaAccesoMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table auditoria_acceso (
        id serial primary key,
        usuario_id int not null,
        hotel_id int not null,
        accion text not null,
        direccion text null,
        creado_en timestamptz not null
      );`);
    this.addSql('create index auditoria_acceso_creado_en on auditoria_acceso (creado_en desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists auditoria_acceso;');
  }
}
