import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CifrasIne, FilaIneCiudad, FilaInePais, ResidenciaCliente } from '@recepcion/contracts';
import { mesDeInforme } from '@recepcion/domain';
import { BaseDeLectura, hotelDeLaSesion, type SqlExecutor } from '@recepcion/platform';
import { ReferenciasInforme } from '../../aplicacion/referencias-informe';
import { IneCiudades, InePaises } from './ine.query';

interface CifrasCliente {
  cliente_id: number;
  llegadas: number;
  noches: number;
  pernotacion: number;
}

/**
 * The month's figures per guest residence, in one statement grouped by client: arrivals (stays
 * starting in the month), nights in the month and guests × nights. Clients unknown to maestros are left out.
 */
async function cifrasDelMes(db: SqlExecutor, referencias: ReferenciasInforme, desde: string) {
  const mes = mesDeInforme(desde);
  const filas = await db.query<CifrasCliente>(
    `select cliente_id,
            coalesce(sum(huespedes) filter (where check_in >= $2::date), 0)::int as llegadas,
            sum(least(check_out, $3::date + 1) - greatest(check_in, $2::date))::int as noches,
            sum(huespedes * (least(check_out, $3::date + 1) - greatest(check_in, $2::date)))::int as pernotacion
       from informe_huesped where hotel_id = $1 and check_in <= $3::date and check_out > $2::date
      group by cliente_id`,
    [hotelDeLaSesion(), mes.desde, mes.hasta],
  );
  const residencias = await referencias.residencias(filas.map((f) => f.cliente_id));
  return filas.filter((f) => residencias.has(f.cliente_id)).map((f) => ({ ...f, residencia: residencias.get(f.cliente_id)! }));
}

function agrupar<K>(filas: (CifrasCliente & { residencia: ResidenciaCliente })[], clave: (r: ResidenciaCliente) => K): Map<K, CifrasIne & { residencia: ResidenciaCliente }> {
  const grupos = new Map<K, CifrasIne & { residencia: ResidenciaCliente }>();
  for (const f of filas) {
    const k = clave(f.residencia);
    const g = grupos.get(k) ?? grupos.set(k, { Llegadas: 0, Noches: 0, Pernotacion: 0, residencia: f.residencia }).get(k)!;
    g.Llegadas += f.llegadas;
    g.Noches += f.noches;
    g.Pernotacion += f.pernotacion;
  }
  return grupos;
}

const porNombre = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });

/** `InfNacionalINE`: guests residing in the hotel's country, by city (trimmed, as the records write it). */
@QueryHandler(IneCiudades)
export class IneCiudadesHandler implements IQueryHandler<IneCiudades, FilaIneCiudad[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ desde }: IneCiudades): Promise<FilaIneCiudad[]> {
    const [filas, configuracion] = await Promise.all([cifrasDelMes(this.lectura.ejecutor(this.em), this.referencias, desde), this.referencias.configuracion()]);
    const grupos = agrupar(
      filas.filter((f) => f.residencia.PaisId === configuracion.PaisId),
      (r) => (r.Ciudad ?? '').trim(),
    );
    return [...grupos]
      .sort(([a], [b]) => porNombre(a, b))
      .map(([Ciudad, g], i) => ({ Id: i + 1, Ciudad, Llegadas: g.Llegadas, Noches: g.Noches, Pernotacion: g.Pernotacion }));
  }
}

/** `InfPaisesINE`: every guest by country of residence. */
@QueryHandler(InePaises)
export class InePaisesHandler implements IQueryHandler<InePaises, FilaInePais[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ desde }: InePaises): Promise<FilaInePais[]> {
    const grupos = agrupar(await cifrasDelMes(this.lectura.ejecutor(this.em), this.referencias, desde), (r) => r.PaisId);
    return [...grupos.values()]
      .map((g) => ({ Id: g.residencia.PaisId, Pais: g.residencia.PaisNombre, Llegadas: g.Llegadas, Noches: g.Noches, Pernotacion: g.Pernotacion }))
      .sort((a, b) => porNombre(a.Pais, b.Pais));
  }
}
