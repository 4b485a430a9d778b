import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type EstadoReservaId, type FilaReservaCargosIngresos, NOMBRE_ESTADO_RESERVA } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { type ReservaInforme, saldosDe } from '../../domain/reserva-informe';
import { ReferenciasInforme } from '../../aplicacion/referencias-informe';
import { ReservasCargosIngresos } from './reservas-cargos-ingresos.query';

/** One row per reservation staying in the window and currency: everything charged, paid and the balance. */
@QueryHandler(ReservasCargosIngresos)
export class ReservasCargosIngresosHandler implements IQueryHandler<ReservasCargosIngresos, FilaReservaCargosIngresos[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ desde, hasta }: ReservasCargosIngresos): Promise<FilaReservaCargosIngresos[]> {
    const reservas = (
      await sqlExecutor(this.em).query<{ datos: ReservaInforme }>(
        `select datos from informe_reserva where hotel_id = $1 and vigente and check_in <= $3::date and check_out > $2::date order by check_in, reserva_id`,
        [hotelDeLaSesion(), desde, hasta],
      )
    ).map((f) => ({ r: f.datos, saldos: saldosDe(f.datos) }));
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
}
