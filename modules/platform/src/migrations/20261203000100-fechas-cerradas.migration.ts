import { Migration } from '@mikro-orm/migrations';

/**
 * The last closed business date of each hotel (the day's close), and the check every write dated
 * in the past makes: `exigir_fecha_abierta(hotel, fecha)` takes the hotel's close lock shared
 * (advisory, per transaction) and raises SQLSTATE RCF01 (detail: the closed date) when `fecha` is
 * on or before it. A close takes the same lock exclusively (`bloquearCierres`): it waits for the
 * writes under way and the writes after it wait for the close, then read the new date. Each
 * statement of the function reads what was committed when it ran (read committed), so the date it
 * reads after the lock is the one a close just committed.
 */
export class FechasCerradasMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table fecha_cerrada (
        hotel_id int primary key,
        cerrado_hasta date not null,
        modificado_en timestamptz not null
      );`);
    this.addSql(`
      create function exigir_fecha_abierta(p_hotel int, p_fecha date) returns void language plpgsql volatile as $$
      declare
        hasta date;
      begin
        perform pg_advisory_xact_lock_shared(727001, p_hotel);
        select cerrado_hasta into hasta from fecha_cerrada where hotel_id = p_hotel;
        if hasta is not null and p_fecha <= hasta then
          raise exception using errcode = 'RCF01', message = 'fecha cerrada', detail = to_char(hasta, 'YYYY-MM-DD');
        end if;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function exigir_fecha_abierta(int, date);');
    this.addSql('drop table fecha_cerrada;');
  }
}
