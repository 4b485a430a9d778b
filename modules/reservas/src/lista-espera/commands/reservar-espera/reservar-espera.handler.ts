import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  CalcularPrecio,
  type ConfiguracionPrecios,
  ENTIDAD_EN_VIVO_RESERVAS,
  EntidadCambiada,
  HabitacionesLibres,
  MENSAJES_RESERVAS as M,
  type MonedaResumen,
  ObtenerConfiguracionPrecios,
  ObtenerMoneda,
  ObtenerReservaDetalle,
  type PrecioCalculado,
  type ReservaDetalle,
  type TramoNoches,
} from '@recepcion/contracts';
import { precioPromedioDeNoches } from '@recepcion/domain';
import { hotelDeLaSesion, hoyDelHotel, NoEncontradoError, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { claveIdempotencia, ReservaRepository } from '../../../aplicacion/reserva.repository';
import { CrearReserva } from '../../../commands/crear-reserva/crear-reserva.command';
import { habitacionesDelHotel } from '../../disponibilidad-en-espera';
import { elegirHabitaciones, lineaDeEspera, repartirPasajeros } from '../../reserva-desde-espera';
import { ReservarEspera } from './reservar-espera.command';

interface FilaEspera {
  check_in: string;
  check_out: string;
  cliente_id: number;
  nombre_pax: string | null;
  cantidad_pasajeros: number;
  cantidad_habitaciones: number;
  habitaciones_preferencia: string | null;
  comentario: string | null;
  reserva_id: number | null;
}

/**
 * The entry's reservation, made by the front desk's own create (the same exclusion guard judges
 * the rooms): free rooms of the hotel (those its preference names first), its guests spread over
 * them, priced from the price lists. It is created once: the create carries an idempotency key of
 * the entry, so a double click answers the first reservation, and the entry keeps its id.
 */
@CommandHandler(ReservarEspera)
export class ReservarEsperaHandler implements ICommandHandler<ReservarEspera, ReservaDetalle> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    private readonly reservas: ReservaRepository,
  ) {}

  async execute({ id }: ReservarEspera): Promise<ReservaDetalle> {
    const hotelId = hotelDeLaSesion();
    const db = sqlExecutor(this.em);
    const [e] = await db.query<FilaEspera>(
      `select to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out, cliente_id, nombre_pax, cantidad_pasajeros,
              cantidad_habitaciones, habitaciones_preferencia, comentario, reserva_id
         from lista_espera where id = $1 and hotel_id = $2`,
      [id, hotelId],
    );
    if (!e) throw new NoEncontradoError('ListaEspera');
    if (e.reserva_id !== null) return this.yaReservada(e.reserva_id);
    // A click whose twin created the reservation a moment ago: that one (its rooms are taken now).
    const clave = `lista-espera:${id}`;
    const previa = await this.reservas.escrita(claveIdempotencia(clave));
    if (previa) return this.marcar(id, previa);
    // Its dates passed: it left the list.
    if (e.check_in < hoyDelHotel()) throw new NoEncontradoError('ListaEspera');

    const reserva = await this.crear(e, clave).catch(async (error: unknown) => {
      // The twin committed after the look above: its rooms are taken now (when this click chose its
      // rooms, or when the exclusion guard judged them), and its reservation is the answer.
      const gemela = error instanceof ReglaNegocioError && error.message === M.noDisponible ? await this.reservas.escrita(claveIdempotencia(clave)) : null;
      if (!gemela) throw error;
      return gemela;
    });
    return this.marcar(id, reserva);
  }

  /** The front desk's create for the entry: free rooms chosen, guests spread, prices from the lists. */
  private async crear(e: FilaEspera, clave: string): Promise<ReservaDetalle> {
    const config = await this.queryBus.execute<ObtenerConfiguracionPrecios, ConfiguracionPrecios>(new ObtenerConfiguracionPrecios());
    if (!config.MonedaId) throw new ReglaNegocioError(M.seleccioneMoneda);
    if (!config.TipoImpuestoId) throw new ReglaNegocioError(M.seleccioneImpuesto);
    const habitaciones = await habitacionesDelHotel(this.queryBus);
    const libres = new Set(await this.queryBus.execute<HabitacionesLibres, number[]>(new HabitacionesLibres(habitaciones.map((h) => h.Id), e.check_in, e.check_out)));
    const elegidas = elegirHabitaciones(habitaciones.filter((h) => libres.has(h.Id)), e.cantidad_habitaciones, e.habitaciones_preferencia, e.cantidad_pasajeros);
    if (!elegidas) throw new ReglaNegocioError(M.noDisponible);
    const pasajeros = repartirPasajeros(e.cantidad_pasajeros, elegidas);
    const moneda = await this.queryBus.execute<ObtenerMoneda, MonedaResumen | null>(new ObtenerMoneda(config.MonedaId));
    const lineas = await Promise.all(
      elegidas.map(async (h, i) => lineaDeEspera(h, e.check_in, e.check_out, pasajeros[i], await this.precio(config, moneda, h.TipoHabitacionId, pasajeros[i], e))),
    );

    return this.commandBus.execute<CrearReserva, ReservaDetalle>(
      new CrearReserva(
        {
          CheckIn: e.check_in,
          CheckOut: e.check_out,
          ClienteId: e.cliente_id,
          FormaPagoId: 1,
          MonedaId: config.MonedaId,
          TipoImpuestoId: config.TipoImpuestoId,
          ImpuestoIncluido: config.ImpuestoIncluido,
          Comentario: e.comentario,
          ContactoClienteNombre: e.nombre_pax,
          CantidadPasajeros: e.cantidad_pasajeros,
          Habitaciones: lineas,
        },
        clave,
      ),
    );
  }

  /** The entry is done: it leaves every open waiting list. */
  private async marcar(id: number, reserva: ReservaDetalle): Promise<ReservaDetalle> {
    const hotelId = hotelDeLaSesion();
    const [marcada] = await sqlExecutor(this.em).query('update lista_espera set reserva_id = $1 where id = $2 and hotel_id = $3 and reserva_id is null returning id', [reserva.Id, id, hotelId]);
    if (marcada) this.eventBus.publish(new EntidadCambiada(hotelId, ENTIDAD_EN_VIVO_RESERVAS.listaEspera, 'delete', { Id: id, ReservaId: reserva.Id }));
    return reserva;
  }

  /** A second «Reservar»: the reservation the first one made (404 if it was deleted since). */
  private async yaReservada(reservaId: number): Promise<ReservaDetalle> {
    const reserva = await this.queryBus.execute<ObtenerReservaDetalle, ReservaDetalle | null>(new ObtenerReservaDetalle(reservaId));
    if (!reserva) throw new NoEncontradoError('reserva');
    return reserva;
  }

  /** The price list's price for the stay, when every night has one. */
  private async precio(config: ConfiguracionPrecios, moneda: MonedaResumen | null, tipoHabitacionId: number, pasajeros: number, e: FilaEspera): Promise<{ unitario: number; noches: TramoNoches[] } | null> {
    if (!moneda) return null;
    const precio = await this.queryBus.execute<CalcularPrecio, PrecioCalculado>(
      new CalcularPrecio({
        Fecha: e.check_in,
        CheckOut: e.check_out,
        MonedaId: moneda.IDMoneda,
        ServicioId: tipoHabitacionId,
        CantidadPasajeros: pasajeros,
        DarIVAIncluido: config.ImpuestoIncluido,
        DarPrecioPorPasajero: config.PrecioHabitacionPorPersona,
        TipoImpuestoId: config.TipoImpuestoId,
      }),
    );
    const noches = precio.DetalleNoches ?? [];
    if (precio.Total == null || noches.length === 0 || noches.some((t) => t.Precio === null)) return null;
    return { unitario: precioPromedioDeNoches(noches, moneda.Centavos), noches };
  }
}
