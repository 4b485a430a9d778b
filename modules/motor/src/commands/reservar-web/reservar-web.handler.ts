import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  ClientePorEmail,
  CrearReservaExterna,
  LIMITES_MOTOR,
  MENSAJES_MOTOR as M,
  MENSAJES_RESERVAS,
  ObtenerPais,
  ObtenerReservaDetalle,
  ORIGEN_WEB,
  type PaisResumen,
  type ReservaDetalle,
  type ReservaWebRespuesta,
} from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, hoyDelHotel, NoEncontradoError, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { comoHotel } from '../../aplicacion/como-hotel';
import { hotelDelSlug } from '../../aplicacion/configuraciones';
import { AvisosDeReservaWeb } from '../../aplicacion/avisos-de-reserva-web';
import { capacidadDelTipo, type OfertaTipo, ofertaDelHotel } from '../../aplicacion/oferta';
import { type FilaReservaWeb, nuevoTokenReserva, reservaWebPorClave, respuestaWeb } from '../../aplicacion/reservas-web';
import { huespedes } from '../../domain/correo-huesped';
import { problemaDeBusqueda } from '../../domain/reglas-motor';
import { ReservarWeb } from './reservar-web.command';

const agotado = () => new HttpException({ Message: M.agotado }, HttpStatus.CONFLICT);

/**
 * A guest's booking, on the front desk's own create (reservas: the same event-sourced write and
 * exclusion constraint): the server prices it from the hotel's price lists and picks a free room
 * of the type; if another booking takes that room first it tries the next, and with none left
 * answers 409 and creates nothing. The same Idempotency-Key answers the first booking again.
 */
@CommandHandler(ReservarWeb)
export class ReservarWebHandler implements ICommandHandler<ReservarWeb, ReservaWebRespuesta> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly avisos: AvisosDeReservaWeb,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ slug, datos: d, idempotencia }: ReservarWeb): Promise<ReservaWebRespuesta> {
    const tx = sqlExecutor(this.em);
    const hotel = await hotelDelSlug(tx, slug);
    if (!hotel) throw new NoEncontradoError('motor');
    // A person never fills the hidden field, and takes more than a moment to type a name and an address.
    if (d.Sitio?.trim() || d.SegundosLlenado < LIMITES_MOTOR.segundosMinimosLlenado) throw new ReglaNegocioError(M.pareceAutomatico);
    const clave = `web:${idempotencia && idempotencia.length <= 200 ? idempotencia : nuevoTokenReserva()}`;
    return comoHotel(this.queryBus, hotel.hotelId, async () => {
      const previa = await reservaWebPorClave(tx, hotel.hotelId, clave);
      if (previa) return this.repetida(previa);
      const hoy = hoyDelHotel();
      const problema = problemaDeBusqueda({ desde: d.CheckIn, hasta: d.CheckOut, adultos: d.Adultos, ninos: d.Ninos }, hotel.config, hoy);
      if (problema) throw new ReglaNegocioError(problema);
      if (!hotel.config.TiposHabitacion.includes(d.TipoHabitacionId)) throw new ReglaNegocioError(M.tipoNoVendido);
      // The page offers only known countries; a stranger's call may send any number.
      if (!(await this.queryBus.execute<ObtenerPais, PaisResumen | null>(new ObtenerPais(d.PaisId)))) throw new ReglaNegocioError(M.seleccionePais);
      const [oferta] = await ofertaDelHotel(this.queryBus, hotel.config, { desde: d.CheckIn, hasta: d.CheckOut, adultos: d.Adultos, ninos: d.Ninos }, d.TipoHabitacionId);
      if (!oferta) throw await this.sinOferta(d);
      const cliente = await this.commandBus.execute<ClientePorEmail, { Id: number; Nombre: string }>(
        new ClientePorEmail({ Nombre: d.Nombre, Email: d.Email, Telefono: d.Telefono, PaisId: d.PaisId, Documento: d.Documento ?? null }),
      );
      const reserva = await this.crearEnAlgunaLibre(oferta, d, cliente.Id, hotel.config.EstadoInicialId, clave);
      const fila: FilaReservaWeb = { token: nuevoTokenReserva(), hotel_id: hotel.hotelId, reserva_id: reserva.Id, nombre: d.Nombre, email: d.Email, tipo_habitacion: oferta.Nombre, adultos: d.Adultos, ninos: d.Ninos };
      const guardada = await tx.query(
        `insert into motor_reserva (token, hotel_id, reserva_id, idempotencia, nombre, email, tipo_habitacion_id, tipo_habitacion, adultos, ninos, creada_en)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (hotel_id, idempotencia) do nothing returning token`,
        [fila.token, fila.hotel_id, fila.reserva_id, clave, fila.nombre, fila.email, oferta.TipoHabitacionId, fila.tipo_habitacion, fila.adultos, fila.ninos, requestContext.require().now.toISOString()],
      );
      // The same key twice at once: reservas answered both with the one reservation; the first row stands.
      if (guardada.length === 0) return this.repetida((await reservaWebPorClave(tx, hotel.hotelId, clave))!);
      const respuesta = respuestaWeb(fila, reserva);
      await this.avisos.reservada(respuesta, fila, hotel, `${this.config.publicUrl}/reservar/${hotel.config.Slug}/reserva/${fila.token}`, { idioma: d.Idioma ?? 'es', telefono: d.Telefono, comentario: d.Comentario ?? null });
      return respuesta;
    });
  }

  /** Tries the type's free rooms in order: a room another booking took meanwhile is skipped. */
  private async crearEnAlgunaLibre(oferta: OfertaTipo, d: ReservarWeb['datos'], clienteId: number, estadoId: 1 | 2, clave: string): Promise<ReservaDetalle> {
    const comentario = [d.Comentario, d.Telefono && `Tel. ${d.Telefono}`, d.Ninos > 0 ? huespedes('es', d.Adultos, d.Ninos) : null].filter(Boolean).join(' · ');
    for (const habitacionId of oferta.libres) {
      try {
        return await this.commandBus.execute<CrearReservaExterna, ReservaDetalle>(
          new CrearReservaExterna(
            {
              CheckIn: d.CheckIn,
              CheckOut: d.CheckOut,
              ClienteId: clienteId,
              FormaPagoId: 1,
              MonedaId: oferta.MonedaId,
              TipoImpuestoId: oferta.tipoImpuestoId,
              Comentario: comentario || null,
              ContactoClienteNombre: d.Nombre,
              ContactoClienteEmail: d.Email,
              CantidadPasajeros: d.Adultos + d.Ninos,
              EstadoId: estadoId,
              Habitaciones: [{ HabitacionId: habitacionId, CheckIn: d.CheckIn, CheckOut: d.CheckOut, CantidadPasajero: d.Adultos + d.Ninos, AlojamientoPrecioUnitario: oferta.precioUnitario, AlojamientoNoches: oferta.noches }],
            },
            ORIGEN_WEB,
            clave,
          ),
        );
      } catch (error) {
        if (error instanceof ReglaNegocioError && error.message === MENSAJES_RESERVAS.noDisponible) continue;
        throw error;
      }
    }
    throw agotado();
  }

  /** Why the type has nothing to offer: more guests than it holds (400), or no room left (409). */
  private async sinOferta(d: ReservarWeb['datos']): Promise<Error> {
    const capacidad = await capacidadDelTipo(this.queryBus, d.TipoHabitacionId);
    return capacidad !== null && capacidad < d.Adultos + d.Ninos ? new ReglaNegocioError(M.capacidadSuperada) : agotado();
  }

  private async repetida(fila: FilaReservaWeb): Promise<ReservaWebRespuesta> {
    const r = await this.queryBus.execute<ObtenerReservaDetalle, ReservaDetalle | null>(new ObtenerReservaDetalle(fila.reserva_id));
    if (!r) throw new NoEncontradoError('reserva');
    return respuestaWeb(fila, r);
  }
}
