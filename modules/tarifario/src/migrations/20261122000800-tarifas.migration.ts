import { Migration } from '@mikro-orm/migrations';

export class TarifasMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table tarifa (
        id serial primary key,
        hotel_id int not null,
        tipo_servicio_id int not null check (tipo_servicio_id in (5, 6, 7)),
        temporada_id int not null references temporada (id),
        moneda_id text not null references moneda (id),
        tipo_impuesto_id int not null references tipo_impuesto (id),
        impuesto_incluido boolean not null default true,
        precio_por_pasajero boolean not null default false
      );`);
    this.addSql('create index tarifa_hotel on tarifa (hotel_id, tipo_servicio_id);');
    this.addSql(`
      create table tarifa_linea (
        id serial primary key,
        hotel_id int not null,
        tarifa_id int not null references tarifa (id) on delete cascade,
        servicio_id int not null,
        valor numeric(14, 2) not null check (valor >= 0),
        pax_max int not null default 99998
      );`);
    this.addSql('create index tarifa_linea_tarifa on tarifa_linea (tarifa_id);');
  }
}
