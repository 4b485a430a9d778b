import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type FilaActividad, type FilaActividadBase, GIRO_TODOS, type ResidenciaCliente } from '@recepcion/contracts';
import { redondearMonto } from '@recepcion/domain';
import { BaseDeLectura, hotelDeLaSesion, type SqlExecutor } from '@recepcion/platform';
import { porcentaje, ReferenciasInforme } from '../../aplicacion/referencias-informe';
import { ActividadClientes } from './actividad.query';

type Base = Omit<FilaActividadBase, 'Porcentaje'>;

/**
 * Activity by the reservations' client (who booked), in the window: occupied room-nights,
 * charges, guests or reservations. One or two statements grouped by client; the kind (giro) and
 * name come from maestros. Rows by their main figure, largest first.
 */
@QueryHandler(ActividadClientes)
export class ActividadHandler implements IQueryHandler<ActividadClientes, FilaActividad[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ informe, desde, hasta, giroId }: ActividadClientes): Promise<FilaActividad[]> {
    const tx = this.lectura.ejecutor(this.em);
    const p = [hotelDeLaSesion(), desde, hasta];
    switch (informe) {
      case 'InfActividadOcupacion': {
        const filas = await tx.query<{ cliente_id: number; reservas: number; noches: number }>(
          `select r.cliente_id, count(distinct n.reserva_id)::int as reservas, count(*)::int as noches
             from informe_noche n join informe_reserva r on r.reserva_id = n.reserva_id
            where n.hotel_id = $1 and n.fecha between $2::date and $3::date group by r.cliente_id`,
          p,
        );
        return this.conPorcentaje(await this.filtrar(filas, giroId, (f, b) => ({ ...b, Reservas: f.reservas, Noches: f.noches })), (f) => f.Noches);
      }
      case 'InfActividadHuespedes': {
        const filas = await tx.query<{ cliente_id: number; llegadas: number; pernotacion: number }>(
          `select r.cliente_id, coalesce(sum(h.huespedes) filter (where h.check_in >= $2::date), 0)::int as llegadas,
                  sum(h.huespedes * (least(h.check_out, $3::date + 1) - greatest(h.check_in, $2::date)))::int as pernotacion
             from informe_huesped h join informe_reserva r on r.reserva_id = h.reserva_id
            where h.hotel_id = $1 and h.check_in <= $3::date and h.check_out > $2::date group by r.cliente_id`,
          p,
        );
        return this.conPorcentaje(await this.filtrar(filas, giroId, (f, b) => ({ ...b, Llegadas: f.llegadas, Pernotacion: f.pernotacion })), (f) => f.Pernotacion);
      }
      case 'InfActividadReservas': {
        const filas = await tx.query<{ cliente_id: number; reservas: number; noches: number; pasajeros: number }>(
          `select cliente_id, count(*)::int as reservas, sum(check_out - check_in)::int as noches,
                  sum((datos->'general'->>'CantidadPasajeros')::int)::int as pasajeros
             from informe_reserva where hotel_id = $1 and vigente and check_in between $2::date and $3::date group by cliente_id`,
          p,
        );
        return this.conPorcentaje(await this.filtrar(filas, giroId, (f, b) => ({ ...b, Reservas: f.reservas, Noches: f.noches, Pasajeros: f.pasajeros })), (f) => f.Reservas);
      }
      case 'InfActividadCargos':
        return this.cargos(tx, p, giroId);
    }
  }

  private async cargos(tx: SqlExecutor, p: unknown[], giroId: number): Promise<FilaActividad[]> {
    const [habitaciones, movimientos] = await Promise.all([
      tx.query<{ cliente_id: number; moneda_id: string; importe: string }>(
        `select r.cliente_id, n.moneda_id, sum(n.importe) as importe
           from informe_noche n join informe_reserva r on r.reserva_id = n.reserva_id
          where n.hotel_id = $1 and n.fecha between $2::date and $3::date group by r.cliente_id, n.moneda_id`,
        p,
      ),
      tx.query<{ cliente_id: number; moneda_id: string; cargo: string | null; ingreso: string | null }>(
        `select r.cliente_id, m.moneda_id, sum(m.importe) filter (where m.tipo = 'c') as cargo, sum(m.importe) filter (where m.tipo = 'i') as ingreso
           from informe_movimiento m join informe_reserva r on r.reserva_id = m.reserva_id
          where m.hotel_id = $1 and m.fecha between $2::date and $3::date and r.vigente group by r.cliente_id, m.moneda_id`,
        p,
      ),
    ]);
    const porClave = new Map<string, { cliente_id: number; moneda: string; habitacion: number; cargo: number; ingreso: number }>();
    const de = (cliente_id: number, moneda: string) => {
      const k = `${cliente_id}|${moneda}`;
      return porClave.get(k) ?? porClave.set(k, { cliente_id, moneda, habitacion: 0, cargo: 0, ingreso: 0 }).get(k)!;
    };
    for (const h of habitaciones) de(h.cliente_id, h.moneda_id).habitacion += Number(h.importe);
    for (const m of movimientos) {
      const x = de(m.cliente_id, m.moneda_id);
      x.cargo += Number(m.cargo ?? 0);
      x.ingreso += Number(m.ingreso ?? 0);
    }
    const filas = [...porClave.values()];
    const nombres = await this.referencias.nombresMonedas(filas.map((f) => f.moneda));
    const conBase = await this.filtrar(filas, giroId, (f, b) => {
      const Habitacion = redondearMonto(f.habitacion);
      const Cargo = redondearMonto(f.cargo);
      return { ...b, IDMoneda: f.moneda, NombreMoneda: nombres.get(f.moneda) ?? f.moneda, Habitacion, Cargo, Total: redondearMonto(Habitacion + Cargo), Ingreso: redondearMonto(f.ingreso) };
    });
    const totalPorMoneda = new Map<string, number>();
    for (const f of conBase) totalPorMoneda.set(f.IDMoneda, (totalPorMoneda.get(f.IDMoneda) ?? 0) + f.Total);
    return conBase
      .map((f) => ({ ...f, Porcentaje: porcentaje(f.Total, totalPorMoneda.get(f.IDMoneda) ?? 0) }))
      .sort((a, b) => a.IDMoneda.localeCompare(b.IDMoneda) || b.Total - a.Total || a.Cliente.localeCompare(b.Cliente, 'es'));
  }

  /** Names and kinds from maestros; only the clients of the giro asked (all with 0). */
  private async filtrar<F extends { cliente_id: number }, R extends Base>(filas: F[], giroId: number, fila: (f: F, base: Base) => R): Promise<R[]> {
    const residencias: Map<number, ResidenciaCliente> = await this.referencias.residencias(filas.map((f) => f.cliente_id));
    return filas.flatMap((f) => {
      const r = residencias.get(f.cliente_id);
      if (giroId !== GIRO_TODOS && r?.GiroId !== giroId) return [];
      return [fila(f, { ClienteId: f.cliente_id, Cliente: r?.Nombre ?? '', GiroId: r?.GiroId ?? 0 })];
    });
  }

  private conPorcentaje<R extends Base>(filas: R[], cifra: (f: R) => number): (R & { Porcentaje: number })[] {
    const total = filas.reduce((t, f) => t + cifra(f), 0);
    return filas.map((f) => ({ ...f, Porcentaje: porcentaje(cifra(f), total) })).sort((a, b) => cifra(b) - cifra(a) || a.Cliente.localeCompare(b.Cliente, 'es'));
  }
}
