import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ContactoDelHotel, type ContactoHotel, type ConfiguracionMotor, EnviarCorreo, type IdiomaMotor, MENSAJES_MOTOR as M, type MonedaResumen, ObtenerMoneda, type ReservaWebRespuesta } from '@recepcion/contracts';
import { formatearFecha, formatearMonto } from '@recepcion/domain';
import { LOGGER } from '@recepcion/platform';
import type { Logger } from 'pino';
import { correoHuesped, huespedes } from '../domain/correo-huesped';
import { anularHasta } from '../domain/reglas-motor';
import type { FilaReservaWeb } from './reservas-web';

/**
 * The mails of a web booking: the guest's confirmation with the link to their page, and a notice
 * to the hotel's address. The booking stands whatever the mail does: a failure is logged.
 */
@Injectable()
export class AvisosDeReservaWeb {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async reservada(
    r: ReservaWebRespuesta,
    fila: FilaReservaWeb,
    hotel: { config: ConfiguracionMotor },
    enlace: string,
    huesped: { idioma: IdiomaMotor; telefono: string; comentario: string | null },
  ): Promise<void> {
    const contacto = await this.queryBus.execute<ContactoDelHotel, ContactoHotel>(new ContactoDelHotel());
    // As the booking page writes it: the currency first, with cents only where it has them.
    const moneda = await this.queryBus.execute<ObtenerMoneda, MonedaResumen | null>(new ObtenerMoneda(r.MonedaId));
    const total = `${r.MonedaId} ${formatearMonto(r.Total, moneda?.Centavos ?? !Number.isInteger(r.Total))}`;
    const datos = { codigo: r.Codigo, hotel: contacto.Nombre, nombre: fila.nombre, tipo: r.TipoHabitacion, checkIn: r.CheckIn, checkOut: r.CheckOut, adultos: fila.adultos, ninos: fila.ninos, total, anularHasta: anularHasta(r.CheckIn, hotel.config) };
    const { idioma } = huesped;
    const correo = correoHuesped(idioma, datos, idioma === 'es' ? enlace : `${enlace}?idioma=${idioma}`);
    await this.enviar(fila.email, correo.asunto, correo.texto);
    if (contacto.Email) {
      const estadia = `del ${formatearFecha(r.CheckIn)} al ${formatearFecha(r.CheckOut)}`;
      const aviso = [
        `Reserva web ${r.Codigo}: ${fila.nombre} <${fila.email}>, tel. ${huesped.telefono}, ${r.TipoHabitacion}, ${estadia}, ${huespedes('es', fila.adultos, fila.ninos)}. Total: ${total}.`,
        ...(huesped.comentario ? [`Comentario del huésped: ${huesped.comentario}`] : []),
      ];
      await this.enviar(contacto.Email, M.asuntoHotel(r.Codigo), aviso.join('\n'));
    }
  }

  async anulada(codigo: number, fila: FilaReservaWeb): Promise<void> {
    const contacto = await this.queryBus.execute<ContactoDelHotel, ContactoHotel>(new ContactoDelHotel());
    if (contacto.Email) await this.enviar(contacto.Email, M.asuntoAnulacionHotel(codigo), `${fila.nombre} <${fila.email}> anuló su reserva web ${codigo} desde el enlace del correo.`);
  }

  private async enviar(para: string, asunto: string, texto: string): Promise<void> {
    try {
      await this.commandBus.execute(new EnviarCorreo({ para, asunto, texto }));
    } catch (error) {
      this.logger.warn({ err: error }, 'web booking mail failed');
    }
  }
}
