import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type FilaEstadistica, LIMITES_INFORMES } from '@recepcion/contracts';
import { noches, redondearMonto, sumarDias } from '@recepcion/domain';
import { BaseDeLectura, hotelDeLaSesion } from '@recepcion/platform';
import { nochesDeBloqueos } from '../../aplicacion/noches-de-bloqueos.sql';
import { ReferenciasInforme } from '../../aplicacion/referencias-informe';
import { Estadistica } from './estadistica.query';

interface Dia {
  ocupadas: number;
  /** Room-nights sold in each currency: a currency's average rate divides by its own nights. */
  ocupadasPorMoneda: Map<string, number>;
  nacionales: number;
  huespedes: number;
  habitacion: Map<string, number>;
  cargo: Map<string, number>;
  dias: number;
  /** Room-nights out of order (not on sale). */
  fueraDeServicio: number;
}

/**
 * Statistics per day (or month): occupied rooms, national and foreign guests, and per currency
 * (at most 4) the room revenue of the nights, the charges of the day and their total; the rooms
 * available are the hotel's less those out of order (a room block still counts as available). Five
 * statements over the read model, whatever the window (13 months at most); the months add their days up.
 */
@QueryHandler(Estadistica)
export class EstadisticaHandler implements IQueryHandler<Estadistica, FilaEstadistica[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ desde, hasta, mensual }: Estadistica): Promise<FilaEstadistica[]> {
    const tx = this.lectura.ejecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const [porNoche, cargos, clientes, fueraDeServicio, configuracion, { room }] = await Promise.all([
      tx.query<{ fecha: string; moneda_id: string; n: number; importe: string }>(
        `select to_char(fecha, 'YYYY-MM-DD') as fecha, moneda_id, count(*)::int as n, sum(importe) as importe
           from informe_noche where hotel_id = $1 and fecha between $2::date and $3::date group by fecha, moneda_id`,
        [hotelId, desde, hasta],
      ),
      tx.query<{ fecha: string; moneda_id: string; importe: string }>(
        `select to_char(fecha, 'YYYY-MM-DD') as fecha, moneda_id, sum(importe) as importe
           from informe_movimiento where hotel_id = $1 and tipo = 'c' and fecha between $2::date and $3::date group by fecha, moneda_id`,
        [hotelId, desde, hasta],
      ),
      tx.query<{ cliente_id: number }>(
        'select distinct cliente_id from informe_huesped where hotel_id = $1 and check_in <= $3::date and check_out > $2::date',
        [hotelId, desde, hasta],
      ),
      // Rooms out of order are not on sale: each of their nights leaves the rooms available.
      tx.query<{ fecha: string; n: number }>(
        `select to_char(d, 'YYYY-MM-DD') as fecha, count(*)::int as n from ${nochesDeBloqueos('and b.motivo_fuera_servicio is not null')} group by d`,
        [hotelId, desde, hasta],
      ),
      this.referencias.configuracion(),
      this.referencias.habitaciones(),
    ]);
    const residencias = await this.referencias.residencias(clientes.map((c) => c.cliente_id));
    const nacionales = [...residencias.values()].filter((r) => r.PaisId === configuracion.PaisId).map((r) => r.Id);
    // Guests present each night, from their stays' edges (+ on the first night in the window, − on
    // check-out): one row per stay instead of one per night; the running sum is made below.
    const cambios = await tx.query<{ fecha: string; total: number; nacionales: number }>(
      `with h as (
         select greatest(h.check_in, $2::date) as desde, h.check_out as hasta, h.huespedes, n.id is not null as nacional
           from informe_huesped h left join unnest($4::int[]) as n(id) on n.id = h.cliente_id
          where h.hotel_id = $1 and h.check_in <= $3::date and h.check_out > $2::date)
       select to_char(dia, 'YYYY-MM-DD') as fecha, sum(delta)::int as total, coalesce(sum(delta) filter (where nacional), 0)::int as nacionales
         from (select desde as dia, huespedes as delta, nacional from h
               union all
               select hasta, -huespedes, nacional from h where hasta <= $3::date) x
        group by dia`,
      [hotelId, desde, hasta, nacionales],
    );

    const periodo = (fecha: string) => (mensual ? `${fecha.slice(0, 7)}-01` : fecha);
    const periodos = new Map<string, Dia>();
    for (let i = 0, n = noches(desde, hasta); i <= n; i++) {
      const p = periodo(sumarDias(desde, i));
      const d = periodos.get(p) ?? periodos.set(p, { ocupadas: 0, ocupadasPorMoneda: new Map(), nacionales: 0, huespedes: 0, habitacion: new Map(), cargo: new Map(), dias: 0, fueraDeServicio: 0 }).get(p)!;
      d.dias += 1;
    }
    const sumar = (m: Map<string, number>, moneda: string, v: number) => m.set(moneda, (m.get(moneda) ?? 0) + v);
    for (const f of porNoche) {
      const d = periodos.get(periodo(f.fecha))!;
      d.ocupadas += f.n;
      sumar(d.ocupadasPorMoneda, f.moneda_id, f.n);
      sumar(d.habitacion, f.moneda_id, Number(f.importe));
    }
    for (const f of cargos) sumar(periodos.get(periodo(f.fecha))!.cargo, f.moneda_id, Number(f.importe));
    for (const f of fueraDeServicio) periodos.get(periodo(f.fecha))!.fueraDeServicio += f.n;
    const cambioDe = new Map(cambios.map((c) => [c.fecha, c]));
    for (let i = 0, n = noches(desde, hasta), total = 0, nac = 0; i <= n; i++) {
      const fecha = sumarDias(desde, i);
      total += cambioDe.get(fecha)?.total ?? 0;
      nac += cambioDe.get(fecha)?.nacionales ?? 0;
      const d = periodos.get(periodo(fecha))!;
      d.huespedes += total;
      d.nacionales += nac;
    }

    // The hotel's currency first, then the others with revenue in the window by code; at most 4.
    const otras = [...new Set([...porNoche, ...cargos].map((f) => f.moneda_id))].filter((m) => m !== configuracion.MonedaId).sort();
    const monedas = [...(configuracion.MonedaId ? [configuracion.MonedaId] : []), ...otras].slice(0, LIMITES_INFORMES.monedas);
    return [...periodos].flatMap(([Fecha, d]) =>
      monedas.map((IDMoneda) => {
        const Habitacion = redondearMonto(d.habitacion.get(IDMoneda) ?? 0);
        const Cargo = redondearMonto(d.cargo.get(IDMoneda) ?? 0);
        return {
          Fecha,
          IDMoneda,
          Ocupacion: d.ocupadas,
          OcupacionMoneda: d.ocupadasPorMoneda.get(IDMoneda) ?? 0,
          Nacionales: d.nacionales,
          Extranjeros: d.huespedes - d.nacionales,
          Huespedes: d.huespedes,
          Habitacion,
          Cargo,
          Total: redondearMonto(Habitacion + Cargo),
          HabitacionesDisponibles: room.length * d.dias - d.fueraDeServicio,
        };
      }),
    );
  }
}
