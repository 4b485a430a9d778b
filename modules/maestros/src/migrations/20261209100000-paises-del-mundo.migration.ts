import { Migration } from '@mikro-orm/migrations';
import { PAISES_DEL_MUNDO } from './paises-del-mundo';

const texto = (valor: string | null) => (valor === null ? 'null' : `'${valor.replace(/'/g, "''")}'`);

/**
 * The country catalogue had 16 countries (Latin America, Spain, the United States): a guest from
 * Brazil, France or Germany could not say where they came from, on the booking page or at the desk.
 * Each country gets its ISO code (`iso`), the ones the catalogue already has (by name, an operator's
 * own included) keep their codes and clients, and the rest of the world is added after the highest code.
 */
export class PaisesDelMundoMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table pais add column iso text null;');
    this.addSql('create unique index pais_iso on pais (iso) where iso is not null;');
    const valores = PAISES_DEL_MUNDO.map(([iso, nombre, moneda], i) => `(${i + 1}, ${texto(iso)}, ${texto(nombre)}, ${texto(moneda)})`).join(',\n');
    this.addSql(`update pais set iso = v.iso from (values ${valores}) as v(orden, iso, nombre, moneda) where lower(pais.nombre) = lower(v.nombre);`);
    this.addSql(
      `insert into pais (id, nombre, moneda_id, iso)
       select (select coalesce(max(id), 0) from pais) + row_number() over (order by v.orden), v.nombre, v.moneda, v.iso
       from (values ${valores}) as v(orden, iso, nombre, moneda)
       where not exists (select 1 from pais p where lower(p.nombre) = lower(v.nombre) or p.iso = v.iso);`,
    );
  }
}
