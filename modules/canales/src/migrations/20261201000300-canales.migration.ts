import { Migration } from '@mikro-orm/migrations';

export class CanalesMigration extends Migration {
  override async up(): Promise<void> {
    // An external feed imported into one room, with what its last pull left. `sincronizando_hasta`
    // is the lease a pull claims (one process at a time per feed); `proxima_sincronizacion` the
    // scheduled next pull (interval plus jitter).
    this.addSql(`
      create table canal (
        id serial primary key,
        hotel_id int not null,
        habitacion_id int not null,
        nombre text not null,
        url text not null,
        activo boolean not null default true,
        ultima_sincronizacion timestamptz null,
        ultimo_estado text null,
        eventos int not null default 0,
        error text null,
        sincronizando_hasta timestamptz null,
        proxima_sincronizacion timestamptz null
      );`);
    this.addSql('create index canal_hotel on canal (hotel_id, habitacion_id);');
    this.addSql('create index canal_proxima on canal (proxima_sincronizacion) where activo;');
    // An external event that could not occupy its room: open until either side moves (or it is dismissed).
    this.addSql(`
      create table canal_conflicto (
        id serial primary key,
        hotel_id int not null,
        canal_id int not null references canal (id) on delete cascade,
        habitacion_id int not null,
        uid text not null,
        tipo text not null,
        desde date not null,
        hasta date not null,
        reserva_id int null,
        descartado boolean not null default false,
        abierto_en timestamptz not null,
        unique (canal_id, uid)
      );`);
    this.addSql('create index canal_conflicto_hotel on canal_conflicto (hotel_id);');
    // The secret of an exported feed: a room's (canal_id null) or a room's for one channel (it leaves
    // that channel's own stays out). `huella` and `modificado_en` give the feed's ETag and Last-Modified.
    this.addSql(`
      create table ical_enlace (
        token text primary key,
        hotel_id int not null,
        habitacion_id int not null,
        canal_id int null references canal (id) on delete cascade,
        creado_en timestamptz not null,
        huella text null,
        modificado_en timestamptz null
      );`);
    this.addSql('create unique index ical_enlace_habitacion on ical_enlace (hotel_id, habitacion_id) where canal_id is null;');
    this.addSql('create unique index ical_enlace_canal on ical_enlace (canal_id) where canal_id is not null;');
  }
}
