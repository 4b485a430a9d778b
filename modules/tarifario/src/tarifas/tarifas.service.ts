import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CAMPOS_MONTO, MENSAJES_TARIFA as M, NOMBRE_TIPO_SERVICIO, ServiciosExistentes, type TarifaFila, type TarifaDetalle } from '@recepcion/contracts';
import { problemaDeMonto, TIPO_SERVICIO } from '@recepcion/domain';
import { enTransaccionOrm, hotelDeLaSesion, NoEncontradoError, registrarActividad, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { describirCambiosTarifa } from './describir-cambios-tarifa';
import { TipoImpuesto } from '../impuestos/tipo-impuesto.entity';
import { HotelMoneda } from '../monedas/hotel-moneda.entity';
import { Moneda } from '../monedas/moneda.entity';
import { Temporada } from '../temporadas/temporada.entity';
import type { TarifaDto } from './tarifa.dto';
import { Tarifa, TarifaLinea } from './tarifa.entity';

const siNo = (valor: boolean) => (valor ? 'Sí' : 'No');
/** The advisory lock's first key: the hotel's price-list saves take turns under (this, hotel id). */
const CLAVE_TARIFAS = 727002;

/** Price lists with their lines; every read scoped to the session's hotel by the filter. */
@Injectable()
export class TarifasService {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  /** `GET /api/TarifasB/{hotelId}/{tipo}`: the list rows of spec section 3. */
  async listar(tipoServicioId: number): Promise<TarifaFila[]> {
    const tarifas = await this.em.find(Tarifa, { tipoServicioId }, { orderBy: { id: 'asc' } });
    const temporadas = new Map((await this.em.find(Temporada, {})).map((t) => [t.id, t]));
    const impuestos = new Map((await this.em.find(TipoImpuesto, {})).map((t) => [t.id, t]));
    const monedas = new Map((await this.em.find(Moneda, {})).map((m) => [m.id, m]));
    return tarifas.map((t) => ({
      Id: t.id,
      TipoServicioId: t.tipoServicioId,
      TemporadaNombre: temporadas.get(t.temporadaId)?.nombre ?? null,
      MonedaNombre: monedas.get(t.monedaId)?.nombre ?? t.monedaId,
      PrecioPorPasajeroNombre: t.precioPorPasajero ? 'Por pasajero' : 'Por habitación',
      TipoImpuestoNombre: impuestos.get(t.tipoImpuestoId)?.nombre ?? null,
      ImpuestoIncluidoNombre: siNo(t.impuestoIncluido),
    }));
  }

  async obtener(id: number) {
    const tarifa = await this.em.findOne(Tarifa, { id });
    if (!tarifa) throw new NoEncontradoError('tarifa');
    return this.aJson(tarifa);
  }

  async guardar(id: number | null, datos: TarifaDto) {
    // Another hotel's list is "not found" before anything is said about the body.
    const existente = id === null ? null : await this.em.findOne(Tarifa, { id });
    if (id !== null && !existente) throw new NoEncontradoError('tarifa');
    await this.validar(datos);
    const antes = existente ? await this.aJson(existente) : null;
    return this.em.transactional(async (em) => {
      // One list per kind, season and currency: saves of the hotel's lists take turns, then look.
      await sqlExecutor(em).query('select pg_advisory_xact_lock($1::int, $2::int)', [CLAVE_TARIFAS, hotelDeLaSesion()]);
      const otra = await em.findOne(Tarifa, { tipoServicioId: datos.TipoServicioId, temporadaId: datos.TemporadaId, monedaId: datos.MonedaId, ...(id === null ? {} : { id: { $ne: id } }) });
      if (otra) throw new ReglaNegocioError(M.tarifaRepetida(await this.nombreTemporada(datos.TemporadaId), await this.nombreMoneda(datos.MonedaId)));
      let tarifa: Tarifa;
      if (id === null) {
        tarifa = em.create(Tarifa, { hotelId: hotelDeLaSesion(), tipoServicioId: datos.TipoServicioId, temporadaId: datos.TemporadaId, monedaId: datos.MonedaId, tipoImpuestoId: datos.TipoImpuestoId });
      } else {
        const existente = await em.findOne(Tarifa, { id });
        if (!existente) throw new NoEncontradoError('tarifa');
        tarifa = existente;
        await em.nativeDelete(TarifaLinea, { tarifaId: id });
      }
      tarifa.tipoServicioId = datos.TipoServicioId;
      tarifa.temporadaId = datos.TemporadaId;
      tarifa.monedaId = datos.MonedaId;
      tarifa.tipoImpuestoId = datos.TipoImpuestoId;
      tarifa.impuestoIncluido = datos.ImpuestoIncluido ?? tarifa.impuestoIncluido ?? true;
      tarifa.precioPorPasajero = datos.PrecioPorPasajero ?? tarifa.precioPorPasajero ?? false;
      await em.flush();
      for (const linea of datos.DetalleTarifa) {
        em.create(TarifaLinea, { hotelId: tarifa.hotelId, tarifaId: tarifa.id, servicioId: linea.ServicioId, valor: String(linea.Valor), paxMax: linea.PaxMax });
      }
      await em.flush();
      const despues = await this.aJson(tarifa);
      const cambios = describirCambiosTarifa(antes, despues);
      if (cambios.length > 0 || !antes) {
        await registrarActividad(sqlExecutor(em), {
          tipo: 'Tarifa',
          entidad: 'Tarifa',
          entidadId: tarifa.id,
          descripcion: `${antes ? 'Cambio' : 'Alta'} de ${await this.nombreParaActividad(tarifa)}${cambios.length > 0 ? `: ${cambios.join('; ')}` : ''}`,
        });
      }
      return despues;
    });
  }

  async eliminar(id: number) {
    const tarifa = await this.em.findOne(Tarifa, { id });
    if (!tarifa) throw new NoEncontradoError('tarifa');
    const json = await this.aJson(tarifa);
    const nombre = await this.nombreParaActividad(tarifa);
    await enTransaccionOrm(this.em, async () => {
      await this.em.remove(tarifa).flush();
      await registrarActividad(sqlExecutor(this.em), {
        tipo: 'Tarifa',
        entidad: 'Tarifa',
        entidadId: id,
        descripcion: `Baja de ${nombre}`,
      });
    });
    return json;
  }

  private async validar(datos: TarifaDto) {
    if (!(await this.em.findOne(Temporada, { id: datos.TemporadaId }))) throw new ReglaNegocioError(M.seleccioneTemporada);
    if (!(await this.em.findOne(HotelMoneda, { monedaId: datos.MonedaId }))) throw new ReglaNegocioError(M.seleccioneMoneda);
    if (!(await this.em.findOne(TipoImpuesto, { id: datos.TipoImpuestoId }))) throw new ReglaNegocioError(M.seleccioneImpuesto);
    const tipo = NOMBRE_TIPO_SERVICIO[datos.TipoServicioId];
    // A line's value within the currency (no decimals in CLP, its bound); a room type at 0 is no price.
    const moneda = await this.em.findOne(Moneda, { id: datos.MonedaId });
    const campo = `${CAMPOS_MONTO.valorTarifa} de ${tipo}`;
    const vistos = new Set<string>();
    for (const linea of datos.DetalleTarifa) {
      const problema = problemaDeMonto(linea.Valor, { campo, monedaId: datos.MonedaId, centavos: moneda?.centavos ?? true, sinCero: datos.TipoServicioId === TIPO_SERVICIO.tipoHabitacion });
      if (problema) throw new ReglaNegocioError(problema);
      const clave = `${linea.ServicioId}|${linea.PaxMax}`;
      if (vistos.has(clave)) throw new ReglaNegocioError(M.servicioRepetido(tipo));
      vistos.add(clave);
    }
    const ids = [...new Set(datos.DetalleTarifa.map((l) => l.ServicioId))];
    const existentes = await this.queryBus.execute<ServiciosExistentes, number[]>(new ServiciosExistentes(datos.TipoServicioId, ids));
    if (existentes.length !== ids.length) throw new ReglaNegocioError(M.servicioNoExiste);
  }

  private async nombreTemporada(id: number): Promise<string> {
    return (await this.em.findOne(Temporada, { id }))?.nombre ?? String(id);
  }

  private async nombreMoneda(id: string): Promise<string> {
    return (await this.em.findOne(Moneda, { id }))?.nombre ?? id;
  }

  /** «la tarifa 4 de Tipo de Habitación (temporada «Alta», CLP)», as the activity log names it. */
  private async nombreParaActividad(t: Tarifa): Promise<string> {
    return `la tarifa ${t.id} de ${NOMBRE_TIPO_SERVICIO[t.tipoServicioId] ?? t.tipoServicioId} (temporada «${await this.nombreTemporada(t.temporadaId)}», ${t.monedaId})`;
  }

  private async aJson(t: Tarifa): Promise<TarifaDetalle> {
    const lineas = await this.em.find(TarifaLinea, { tarifaId: t.id }, { orderBy: { servicioId: 'asc', paxMax: 'asc' } });
    return {
      Id: t.id,
      TipoServicioId: t.tipoServicioId,
      TemporadaId: t.temporadaId,
      MonedaId: t.monedaId,
      TipoImpuestoId: t.tipoImpuestoId,
      ImpuestoIncluido: t.impuestoIncluido,
      PrecioPorPasajero: t.precioPorPasajero,
      DetalleTarifa: lineas.map((l) => ({ Id: l.id, ServicioId: l.servicioId, Valor: Number(l.valor), PaxMax: l.paxMax })),
    };
  }
}
