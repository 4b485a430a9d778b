import { Migration } from '@mikro-orm/migrations';

/**
 * The reports' read model, kept by an inline projection of the reservation and block events
 * (projections/): one row per reservation (its published state in `datos`), and for the ones that
 * count (neither cancelled nor deleted) their room-nights, guest stays and money movements.
 */
export class InformesMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table informe_reserva (
        reserva_id int primary key,
        hotel_id int not null,
        estado_id int not null,
        vigente boolean not null,
        cliente_id int not null,
        check_in date not null,
        check_out date not null,
        datos jsonb not null
      );`);
    this.addSql('create index informe_reserva_hotel_fechas on informe_reserva (hotel_id, check_in, check_out) where vigente;');
    this.addSql(`
      create table informe_noche (
        hotel_id int not null,
        reserva_id int not null,
        linea_id int not null,
        fecha date not null,
        habitacion_id int not null,
        tipo_habitacion_id int not null,
        moneda_id text not null,
        importe numeric(16, 2) not null,
        pasajeros int not null,
        primary key (reserva_id, linea_id, fecha)
      );`);
    this.addSql('create index informe_noche_hotel_fecha on informe_noche (hotel_id, fecha) include (habitacion_id, tipo_habitacion_id, moneda_id, importe, reserva_id);');
    this.addSql(`
      create table informe_huesped (
        hotel_id int not null,
        reserva_id int not null,
        linea_id int not null,
        cliente_id int not null,
        huespedes int not null,
        check_in date not null,
        check_out date not null
      );`);
    this.addSql('create index informe_huesped_reserva on informe_huesped (reserva_id);');
    this.addSql('create index informe_huesped_hotel_fechas on informe_huesped (hotel_id, check_in, check_out);');
    this.addSql(`
      create table informe_movimiento (
        hotel_id int not null,
        reserva_id int not null,
        tipo char(1) not null check (tipo in ('c', 'i')),
        fecha date not null,
        moneda_id text not null,
        importe numeric(16, 2) not null
      );`);
    this.addSql('create index informe_movimiento_reserva on informe_movimiento (reserva_id);');
    this.addSql('create index informe_movimiento_hotel_fecha on informe_movimiento (hotel_id, fecha);');
    this.addSql(`
      create table informe_bloqueo (
        bloqueo_id int primary key,
        hotel_id int not null,
        habitacion_id int not null,
        desde date not null,
        hasta date not null
      );`);
    this.addSql('create index informe_bloqueo_hotel on informe_bloqueo (hotel_id, desde);');
  }
}
