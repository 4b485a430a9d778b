import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ListadoReservasPaginado as Respuesta, SaldoMoneda } from '@recepcion/contracts';
import { DATABASE_CONNECTION, type DatabaseConnection, hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { COLUMNAS_LISTADO, filaListado, type ReservaLeida } from './fila-listado';
import { parametrosListado, WHERE_LISTADO } from './filtro-listado';
import { ListadoReservasPaginado } from './listado-reservas-paginado.query';

type Fila = { cantidad: number; pasajeros: number; saldos: SaldoMoneda[] } & ({ id: null } | ReservaLeida);

/**
 * One statement: the matching reservations' count, guests and money per currency (summed in
 * PostgreSQL from each one's `saldos`, the generated copy of its `Saldos`), repeated on every row of
 * the page, which alone reads the list's columns. A page past the end is one row of totals without a reservation.
 */
const SQL = `
with filtradas as (
  select id, check_in, cantidad_pasajeros, saldos from reserva where ${WHERE_LISTADO}
),
por_moneda as (
  select s."MonedaId" as moneda_id, sum(s."Cargo") as cargo, sum(s."Ingreso") as ingreso, sum(s."Saldo") as saldo
    from filtradas cross join lateral jsonb_to_recordset(filtradas.saldos) as s("MonedaId" text, "Cargo" numeric, "Ingreso" numeric, "Saldo" numeric)
   group by 1
),
totales as (
  select (select count(*)::int from filtradas) as cantidad,
         (select coalesce(sum(cantidad_pasajeros), 0)::int from filtradas) as pasajeros,
         (select coalesce(json_agg(json_build_object('MonedaId', moneda_id, 'Cargo', round(cargo, 2), 'Ingreso', round(ingreso, 2), 'Saldo', round(saldo, 2)) order by moneda_id), '[]')
            from por_moneda) as saldos
),
pagina as (
  select id from filtradas order by check_in, id limit $7 offset $8
)
select t.cantidad, t.pasajeros, t.saldos,
       ${COLUMNAS_LISTADO}
  from totales t
  left join (pagina p join reserva r on r.id = p.id) on true
 order by r.check_in, r.id`;

/** A page of the list (by check-in, then number) and the totals of all its pages, computed in SQL. */
@QueryHandler(ListadoReservasPaginado)
export class ListadoReservasPaginadoHandler implements IQueryHandler<ListadoReservasPaginado, Respuesta> {
  constructor(
    private readonly em: EntityManager,
    @Inject(DATABASE_CONNECTION) private readonly database: DatabaseConnection,
  ) {}

  async execute({ filtro, pagina, tamano }: ListadoReservasPaginado): Promise<Respuesta> {
    const filas = await sqlExecutor(this.em, this.database).query<Fila>(SQL, [...parametrosListado(hotelDeLaSesion(), filtro), tamano, (pagina - 1) * tamano]);
    const { cantidad, pasajeros, saldos } = filas[0];
    return {
      Filas: filas.filter((f): f is Fila & ReservaLeida => f.id !== null).map(filaListado),
      Pagina: pagina,
      TamanoPagina: tamano,
      CantidadReservas: cantidad,
      CantidadPasajeros: pasajeros,
      Totales: saldos.map((m) => ({ MonedaId: m.MonedaId, Total: m.Cargo })),
      Saldos: saldos,
    };
  }
}
