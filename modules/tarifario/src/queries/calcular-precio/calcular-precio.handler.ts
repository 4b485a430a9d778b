import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CalcularPrecio, MENSAJES_TARIFA, type PrecioCalculado } from '@recepcion/contracts';
import { calcularPrecio, calcularPrecioEstadia, diaIso, TIPO_SERVICIO } from '@recepcion/domain';
import { ReglaNegocioError } from '@recepcion/platform';
import { TipoImpuesto } from '../../impuestos/tipo-impuesto.entity';
import { Moneda } from '../../monedas/moneda.entity';
import { Temporada } from '../../temporadas/temporada.entity';
import { Tarifa, TarifaLinea } from '../../tarifas/tarifa.entity';

/**
 * The pricing engine, for `GetPrecioCalculado` and for other modules (the booking page): loads the
 * hotel's seasons and the price lists of that kind and currency, then applies the pure rules of
 * libs/domain: one date, or with `CheckOut` a stay, each night in its own season.
 */
@QueryHandler(CalcularPrecio)
export class CalcularPrecioHandler implements IQueryHandler<CalcularPrecio, PrecioCalculado> {
  constructor(private readonly em: EntityManager) {}

  async execute({ pedido: d }: CalcularPrecio): Promise<PrecioCalculado> {
    const tipoServicioId = d.TipoServicioId ?? TIPO_SERVICIO.tipoHabitacion;
    if (d.CheckOut && diaIso(d.CheckOut) <= diaIso(d.Fecha)) throw new ReglaNegocioError(MENSAJES_TARIFA.checkOutPosterior);
    const moneda = await this.em.findOne(Moneda, { id: d.MonedaId });
    if (!moneda) return { HasValue: false, Value: null };
    const tarifas = await this.em.find(Tarifa, { tipoServicioId, monedaId: d.MonedaId });
    const lineas = await this.em.find(TarifaLinea, { tarifaId: { $in: tarifas.map((t) => t.id) }, servicioId: d.ServicioId });
    const impuestos = new Map((await this.em.find(TipoImpuesto, {})).map((t) => [t.id, Number(t.porcentaje)]));
    const temporadas = await this.em.find(Temporada, {});
    // The requested tax type's percentage; without one, the list's own.
    const pedidoPorcentaje = d.TipoImpuestoId ? impuestos.get(d.TipoImpuestoId) : undefined;
    const pedido = {
      fecha: d.Fecha,
      monedaId: d.MonedaId,
      servicioId: d.ServicioId,
      tipoServicioId,
      cantidadPasajeros: d.CantidadPasajeros,
      darIvaIncluido: d.DarIVAIncluido ?? true,
      darPrecioPorPasajero: d.DarPrecioPorPasajero ?? false,
      porcentajeImpuesto: pedidoPorcentaje ?? impuestos.get(tarifas[0]?.tipoImpuestoId ?? 0) ?? 0,
      centavos: moneda.centavos,
    };
    const vigencias = temporadas.map((t) => ({ id: t.id, nombre: t.nombre, fechaInicial: t.fechaInicial, fechaFinal: t.fechaFinal }));
    const listas = tarifas.map((t) => ({
      id: t.id,
      tipoServicioId: t.tipoServicioId,
      temporadaId: t.temporadaId,
      monedaId: t.monedaId,
      porcentajeImpuesto: impuestos.get(t.tipoImpuestoId) ?? 0,
      impuestoIncluido: t.impuestoIncluido,
      precioPorPasajero: t.precioPorPasajero,
      lineas: lineas.filter((l) => l.tarifaId === t.id).map((l) => ({ servicioId: l.servicioId, valor: Number(l.valor), paxMax: l.paxMax })),
    }));
    return d.CheckOut ? calcularPrecioEstadia(pedido, d.CheckOut, vigencias, listas) : calcularPrecio(pedido, vigencias, listas);
  }
}
