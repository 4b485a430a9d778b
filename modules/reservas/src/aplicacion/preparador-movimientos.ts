import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CargoResumen, type ClienteResumen, type MonedaResumen, ObtenerCargo, ObtenerCliente, ObtenerMoneda, ObtenerTipoImpuesto, type TipoImpuestoResumen } from '@recepcion/contracts';
import { redondearMonto, totalesCargo } from '@recepcion/domain';
import { ReglaNegocioError } from '@recepcion/platform';
import type { CargoReserva, EstadoReserva, IngresoReserva, LineaHabitacion, PasajeroReserva } from '../domain/reserva.types';
import type { CargoReservaDto, IngresoReservaDto, PasajeroReservaDto } from '../http/reserva.dto';

type Existente = Extract<EstadoReserva, { existe: true }>;

/** Ids: an item keeps its own; a new one gets the next free number of its list. */
function asignadorIds(actuales: { Id: number }[]) {
  const existentes = new Set(actuales.map((x) => x.Id));
  let siguiente = Math.max(0, ...existentes);
  return (id?: number) => (id && existentes.has(id) ? id : ++siguiente);
}

/**
 * Charges, payments and guests as the UI sends them, named and totalled: charge and client names
 * through maestros' queries, currency names and cents through tarifario's, room names from the
 * reservation's own lines.
 */
@Injectable()
export class PreparadorMovimientos {
  constructor(private readonly queryBus: QueryBus) {}

  private cliente = (id: number) => this.queryBus.execute<ObtenerCliente, ClienteResumen | null>(new ObtenerCliente(id));
  private moneda = (id: string) => this.queryBus.execute<ObtenerMoneda, MonedaResumen | null>(new ObtenerMoneda(id));
  private impuesto = (id: number) => this.queryBus.execute<ObtenerTipoImpuesto, TipoImpuestoResumen | null>(new ObtenerTipoImpuesto(id));

  private habitacion(lineas: LineaHabitacion[], id: number | null | undefined): { HabitacionId: number | null; HabitacionNombre: string | null } {
    if (!id) return { HabitacionId: null, HabitacionNombre: null };
    const linea = lineas.find((l) => l.HabitacionId === id);
    if (!linea) throw new ReglaNegocioError('La habitación no pertenece a la reserva');
    return { HabitacionId: id, HabitacionNombre: linea.HabitacionNombre };
  }

  async cargos(dtos: CargoReservaDto[] | undefined, estado: Existente | undefined, lineas: LineaHabitacion[]): Promise<CargoReserva[] | undefined> {
    if (!dtos) return undefined;
    const id = asignadorIds(estado?.cargos ?? []);
    const resultado: CargoReserva[] = [];
    for (const d of dtos) {
      if (!d.HabitacionId && !d.ContactoClienteId) throw new ReglaNegocioError('Seleccione una habitación o un cliente');
      const cargo = await this.queryBus.execute<ObtenerCargo, CargoResumen | null>(new ObtenerCargo(d.CargoId));
      if (!cargo) throw new ReglaNegocioError('Seleccione un cargo');
      const moneda = await this.moneda(d.MonedaId);
      if (!moneda) throw new ReglaNegocioError('Seleccione una moneda');
      const cliente = d.ContactoClienteId ? await this.cliente(d.ContactoClienteId) : null;
      if (d.ContactoClienteId && !cliente) throw new ReglaNegocioError('Seleccione un Cliente');
      const impuesto = await this.impuesto(d.TipoImpuestoId);
      if (!impuesto) throw new ReglaNegocioError('Seleccione un Impuesto');
      const impuestoIncluido = d.ImpuestoIncluido ?? true;
      resultado.push({
        Id: id(d.Id),
        Fecha: d.Fecha.slice(0, 10),
        ContactoClienteId: cliente?.Id ?? null,
        ClienteNombre: cliente?.Nombre ?? null,
        CargoId: cargo.Id,
        CargoNombre: cargo.Nombre,
        Precio: d.Precio,
        Cantidad: d.Cantidad,
        // The tax is split out of the total, or added to it (spec section 3: a charge has its own tax).
        Total: totalesCargo(d.Precio, d.Cantidad, { porcentaje: impuesto.Porcentaje, incluido: impuestoIncluido }, moneda.Centavos).total,
        ImpuestoIncluido: impuestoIncluido,
        TipoImpuestoId: d.TipoImpuestoId,
        MonedaId: moneda.IDMoneda,
        MonedaNombre: moneda.Nombre,
        Comentario: d.Comentario?.trim() || null,
        ...this.habitacion(lineas, d.HabitacionId),
        DocumentoVentaId: null,
      });
    }
    return resultado;
  }

  async ingresos(dtos: IngresoReservaDto[] | undefined, estado: Existente | undefined, lineas: LineaHabitacion[]): Promise<IngresoReserva[] | undefined> {
    if (!dtos) return undefined;
    const id = asignadorIds(estado?.ingresos ?? []);
    const resultado: IngresoReserva[] = [];
    for (const d of dtos) {
      if (!d.HabitacionId && !d.ClienteId) throw new ReglaNegocioError('Seleccione una habitación o un cliente');
      const moneda = await this.moneda(d.MonedaId);
      if (!moneda) throw new ReglaNegocioError('Seleccione una moneda');
      const cliente = d.ClienteId ? await this.cliente(d.ClienteId) : null;
      if (d.ClienteId && !cliente) throw new ReglaNegocioError('Seleccione un Cliente');
      resultado.push({
        Id: id(d.Id),
        Fecha: d.Fecha.slice(0, 10),
        ClienteId: cliente?.Id ?? null,
        ClienteNombre: cliente?.Nombre ?? null,
        Concepto: d.Concepto.trim(),
        Valor: redondearMonto(d.Valor, moneda.Centavos),
        MonedaId: moneda.IDMoneda,
        MonedaNombre: moneda.Nombre,
        FormaPagoId: d.FormaPagoId,
        ...this.habitacion(lineas, d.HabitacionId),
        DocumentoVentaId: null,
      });
    }
    return resultado;
  }

  async pasajeros(dtos: PasajeroReservaDto[] | undefined, estado: Existente | undefined, lineas: LineaHabitacion[]): Promise<PasajeroReserva[] | undefined> {
    if (!dtos) return undefined;
    const id = asignadorIds(estado?.pasajeros ?? []);
    const resultado: PasajeroReserva[] = [];
    for (const d of dtos) {
      const pasajero = await this.cliente(d.PasajeroId);
      if (!pasajero) throw new ReglaNegocioError('Falta seleccionar el pasajero');
      const { HabitacionId, HabitacionNombre } = this.habitacion(lineas, d.HabitacionId);
      const previo = estado?.pasajeros.find((p) => p.Id === d.Id);
      resultado.push({
        Id: id(d.Id),
        PasajeroId: pasajero.Id,
        PasajeroNombre: pasajero.Nombre,
        HabitacionId: HabitacionId!,
        HabitacionNombre: HabitacionNombre!,
        IDDetalleVenta: null,
        sysEntrada: previo?.sysEntrada ?? null,
        sysSalida: previo?.sysSalida ?? null,
      });
    }
    return resultado;
  }
}
