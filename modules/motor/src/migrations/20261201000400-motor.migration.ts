import { Migration } from '@mikro-orm/migrations';

export class MotorMigration extends Migration {
  override async up(): Promise<void> {
    // A hotel's booking page: off until the hotel turns it on; its address (slug) is unique.
    this.addSql(`
      create table motor_configuracion (
        hotel_id int primary key,
        activo boolean not null default false,
        slug text not null,
        tipos_habitacion int[] not null default '{}',
        descripciones jsonb not null default '[]',
        estancia_minima int not null,
        estancia_maxima int not null,
        dias_anticipacion_maxima int not null,
        dias_anticipacion_minima int not null,
        permite_ninos boolean not null,
        estado_inicial_id int not null,
        dias_cancelacion_gratis int not null,
        sitio_permitido text null
      );`);
    this.addSql('create unique index motor_configuracion_slug on motor_configuracion (lower(slug));');
    // Each web booking: the guest's secret page and the request's idempotency key.
    this.addSql(`
      create table motor_reserva (
        token text primary key,
        hotel_id int not null,
        reserva_id int not null,
        idempotencia text not null,
        nombre text not null,
        email text not null,
        tipo_habitacion_id int not null,
        tipo_habitacion text not null,
        adultos int not null,
        ninos int not null,
        creada_en timestamptz not null,
        unique (hotel_id, idempotencia)
      );`);
    this.addSql('create index motor_reserva_reserva on motor_reserva (hotel_id, reserva_id);');
  }
}
