import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type EstadoReservaId, type FilaReservaCargosIngresos, NOMBRE_ESTADO_RESERVA } from '@recepcion/contracts';
import { BaseDeLectura, hotelDeLaSesion } from '@recepcion/platform';
import { cuenta, type ReservaInforme, saldosDe } from '../../domain/reserva-informe';
import { reservasALas } from '../../aplicacion/reservas-a-las';
import { ReferenciasInforme } from '../../aplicacion/referencias-informe';
import { ReservasCargosIngresos } from './reservas-cargos-ingresos.query';

/** One row per reservation staying in the window and currency: everything charged, paid and the balance. */
@QueryHandler(ReservasCargosIngresos)
export class ReservasCargosIngresosHandler implements IQueryHandler<ReservasCargosIngresos, FilaReservaCargosIngresos[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ desde, hasta, aLas }: ReservasCargosIngresos): Promise<FilaReservaCargosIngresos[]> {
    const reservas = (await this.reservas(desde, hasta, aLas)).map((r) => ({ r, saldos: saldosDe(r) }));
    const nombres = await this.referencias.nombresMonedas(reservas.flatMap((x) => x.saldos.map((s) => s.MonedaId)));
    return reservas.flatMap(({ r, saldos }) =>
      saldos.map((s) => ({
        IDReserva: r.id,
        CheckIN: r.general.CheckIn,
        CheckOUT: r.general.CheckOut,
        NombreCliente: r.general.ClienteNombre,
        NombreGrupo: r.general.NombreGrupo,
        Cargo: s.Cargo,
        Ingreso: s.Ingreso,
        Saldo: s.Saldo,
        IDMoneda: s.MonedaId,
        NombreMoneda: nombres.get(s.MonedaId) ?? s.MonedaId,
        Estado: NOMBRE_ESTADO_RESERVA[r.estadoId as EstadoReservaId] ?? String(r.estadoId),
        CantidadPasajeros: r.general.CantidadPasajeros,
        InfoCaja: `Reserva ${r.id}`,
      })),
    );
  }

  /** The window's reservations that count: from the read model, or folded up to `aLas` and filtered and ordered as its SQL does. */
  private async reservas(desde: string, hasta: string, aLas?: Date): Promise<ReservaInforme[]> {
    const tx = this.lectura.ejecutor(this.em);
    if (aLas) {
      const todas = await reservasALas(tx, hotelDeLaSesion(), aLas, desde, hasta);
      const orden = (a: ReservaInforme, b: ReservaInforme) => (a.general.CheckIn < b.general.CheckIn ? -1 : a.general.CheckIn > b.general.CheckIn ? 1 : a.id - b.id);
      return todas.filter((r) => cuenta(r) && r.general.CheckIn <= hasta && r.general.CheckOut > desde).sort(orden);
    }
    const filas = await tx.query<{ datos: ReservaInforme }>(
      `select datos from informe_reserva where hotel_id = $1 and vigente and check_in <= $3::date and check_out > $2::date order by check_in, reserva_id`,
      [hotelDeLaSesion(), desde, hasta],
    );
    return filas.map((f) => f.datos);
  }
}
