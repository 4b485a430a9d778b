import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type ClienteResumen,
  type ConfiguracionPrecios,
  type HabitacionResumen,
  type MonedaResumen,
  ObtenerCliente,
  ObtenerConfiguracionPrecios,
  ObtenerMoneda,
  ObtenerTipoImpuesto,
  ResolverHabitaciones,
  type TipoImpuestoResumen,
} from '@recepcion/contracts';
import { totalesLinea } from '@recepcion/domain';
import { ReglaNegocioError } from '@recepcion/platform';
import type { DatosGenerales, LineaHabitacion } from '../domain/reserva.types';
import type { LineaHabitacionDto, ReservaDto } from '../http/reserva.dto';

/**
 * Turns what reception typed into the decider's input: names and types from master data, and the
 * totals of spec section 9 (per-person flags from the configuration, the currency's cents, the
 * tax type's percentage). Other modules are asked through the query bus, never their tables.
 */
@Injectable()
export class PreciadorLineas {
  constructor(private readonly queryBus: QueryBus) {}

  /** One existing line moved or resized: same prices per night, totals for the new nights and room. */
  async reubicar(general: DatosGenerales, linea: LineaHabitacion, cambio: { CheckIn: string; CheckOut: string; HabitacionId: number }): Promise<LineaHabitacion> {
    const { habitaciones } = await this.preparar(
      {
        ...general,
        Habitaciones: [
          {
            Id: linea.Id,
            HabitacionId: cambio.HabitacionId,
            CheckIn: cambio.CheckIn,
            CheckOut: cambio.CheckOut,
            CantidadPasajero: linea.CantidadPasajero,
            AlojamientoPrecioUnitario: linea.AlojamientoPrecioUnitario,
            IDServicioRegimen: linea.IDServicioRegimen,
            RegimenPrecioUnitario: linea.RegimenPrecioUnitario,
          },
        ],
      } as ReservaDto,
      [linea],
    );
    return habitaciones[0];
  }

  async preparar(dto: ReservaDto, lineasActuales: LineaHabitacion[] = []): Promise<{ general: DatosGenerales; habitaciones: LineaHabitacion[] }> {
    // One after another: inside the command's transaction they share one connection.
    const cliente = await this.queryBus.execute<ObtenerCliente, ClienteResumen | null>(new ObtenerCliente(dto.ClienteId));
    const moneda = await this.queryBus.execute<ObtenerMoneda, MonedaResumen | null>(new ObtenerMoneda(dto.MonedaId));
    const impuesto = await this.queryBus.execute<ObtenerTipoImpuesto, TipoImpuestoResumen | null>(new ObtenerTipoImpuesto(dto.TipoImpuestoId));
    const config = await this.queryBus.execute<ObtenerConfiguracionPrecios, ConfiguracionPrecios>(new ObtenerConfiguracionPrecios());
    if (!cliente) throw new ReglaNegocioError('Seleccione un Cliente');
    if (!moneda) throw new ReglaNegocioError('Seleccione una moneda');
    if (!impuesto) throw new ReglaNegocioError('Seleccione un Impuesto');
    const ids = [...new Set(dto.Habitaciones.map((l) => l.HabitacionId))];
    const habitaciones = new Map(
      (await this.queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones(ids))).map((h) => [h.Id, h]),
    );
    const impuestoIncluido = dto.ImpuestoIncluido ?? config.ImpuestoIncluido;
    const general: DatosGenerales = {
      CheckIn: dto.CheckIn.slice(0, 10),
      CheckOut: dto.CheckOut.slice(0, 10),
      MonedaId: moneda.IDMoneda,
      TipoImpuestoId: impuesto.Id,
      ImpuestoIncluido: impuestoIncluido,
      FormaPagoId: dto.FormaPagoId,
      Comentario: dto.Comentario?.trim() || null,
      ClienteId: cliente.Id,
      ClienteNombre: cliente.Nombre,
      ContactoClienteNombre: dto.ContactoClienteNombre?.trim() || null,
      ContactoClienteEmail: dto.ContactoClienteEmail?.trim() || null,
      NombreGrupo: dto.NombreGrupo?.trim() || null,
      CantidadPasajeros: dto.CantidadPasajeros ?? dto.Habitaciones.reduce((s, l) => s + l.CantidadPasajero, 0),
    };
    let siguienteId = Math.max(0, ...lineasActuales.map((l) => l.Id));
    const existentes = new Set(lineasActuales.map((l) => l.Id));
    const lineas = dto.Habitaciones.map((l: LineaHabitacionDto): LineaHabitacion => {
      const habitacion = habitaciones.get(l.HabitacionId);
      if (!habitacion) throw new ReglaNegocioError('Seleccione una Habitación');
      const regimen = l.IDServicioRegimen ? (l.RegimenPrecioUnitario ?? 0) : null;
      const datos = { checkIn: l.CheckIn.slice(0, 10), checkOut: l.CheckOut.slice(0, 10), cantidadPasajeros: l.CantidadPasajero, alojamientoPrecioUnitario: l.AlojamientoPrecioUnitario, regimenPrecioUnitario: regimen };
      const totales = datos.checkOut > datos.checkIn
        ? totalesLinea(datos, { habitacion: config.PrecioHabitacionPorPersona, regimen: config.PrecioRegimenPorPersona }, { porcentaje: impuesto.Porcentaje, incluido: impuestoIncluido }, moneda.Centavos)
        : { alojamientoTotal: 0, regimenTotal: 0, total: 0, base: 0, impuesto: 0 };
      const id = l.Id && existentes.has(l.Id) ? l.Id : ++siguienteId;
      return {
        Id: id,
        TipoHabitacionId: habitacion.TipoHabitacionId,
        TipoHabitacionNombre: habitacion.TipoHabitacionNombre,
        HabitacionId: habitacion.Id,
        HabitacionNombre: habitacion.Nombre,
        CheckIn: datos.checkIn,
        CheckOut: datos.checkOut,
        CantidadPasajero: l.CantidadPasajero,
        AlojamientoPrecioUnitario: l.AlojamientoPrecioUnitario,
        AlojamientoTotal: totales.alojamientoTotal,
        IDServicioRegimen: l.IDServicioRegimen ?? null,
        RegimenPrecioUnitario: regimen,
        RegimenTotal: totales.regimenTotal,
        Base: totales.base,
        Impuesto: totales.impuesto,
        Total: totales.total,
        IDDocumentoVenta: null,
      };
    });
    return { general, habitaciones: lineas };
  }
}
