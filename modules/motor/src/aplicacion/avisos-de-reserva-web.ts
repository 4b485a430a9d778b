import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ContactoDelHotel, type ContactoHotel, type ConfiguracionMotor, EnviarCorreo, MENSAJES_MOTOR as M, type ReservaWebRespuesta } from '@recepcion/contracts';
import { formatearFecha, formatearMonto } from '@recepcion/domain';
import { LOGGER } from '@recepcion/platform';
import type { Logger } from 'pino';
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

  async reservada(r: ReservaWebRespuesta, fila: FilaReservaWeb, hotel: { config: ConfiguracionMotor }, enlace: string): Promise<void> {
    const contacto = await this.queryBus.execute<ContactoDelHotel, ContactoHotel>(new ContactoDelHotel());
    const total = `${formatearMonto(r.Total, !Number.isInteger(r.Total))} ${r.MonedaId}`;
    const estadia = `del ${formatearFecha(r.CheckIn)} al ${formatearFecha(r.CheckOut)}`;
    await this.enviar(fila.email, M.asuntoHuesped(contacto.Nombre, r.Codigo), [
      `Hola ${fila.nombre}:`,
      '',
      `Su reserva ${r.Codigo} en ${contacto.Nombre} está registrada: ${r.TipoHabitacion}, ${estadia}, ${fila.adultos} adultos${fila.ninos ? ` y ${fila.ninos} niños` : ''}. Total: ${total}.`,
      `Puede cancelarla sin costo hasta el ${formatearFecha(anularHasta(r.CheckIn, hotel.config))}.`,
      '',
      `Vea o cancele su reserva aquí: ${enlace}`,
    ].join('\n'));
    if (contacto.Email) {
      await this.enviar(contacto.Email, M.asuntoHotel(r.Codigo), `Reserva web ${r.Codigo}: ${fila.nombre} <${fila.email}>, ${r.TipoHabitacion}, ${estadia}. Total: ${total}.`);
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
