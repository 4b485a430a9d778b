import { hoyUtc } from '@recepcion/platform';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  EstadisticaReservasPorHotel,
  type EstadisticaReservasPorHotelRespuesta,
  type InformeGlobalFila,
  type UsuarioDeHotel,
  UsuariosDeHoteles,
} from '@recepcion/contracts';
import { InformeGlobalReservas } from './informe-global-reservas.query';

/** Hotels and owners from cuenta (`UsuariosDeHoteles`), counts from reservas (`EstadisticaReservasPorHotel`). */
@QueryHandler(InformeGlobalReservas)
export class InformeGlobalReservasHandler implements IQueryHandler<InformeGlobalReservas, InformeGlobalFila[]> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(): Promise<InformeGlobalFila[]> {
    const [hoteles, cifras] = await Promise.all([
      this.queryBus.execute<UsuariosDeHoteles, UsuarioDeHotel[]>(new UsuariosDeHoteles(true)),
      this.queryBus.execute<EstadisticaReservasPorHotel, EstadisticaReservasPorHotelRespuesta>(new EstadisticaReservasPorHotel(hoyUtc())),
    ]);
    return hoteles.map((h) => {
      const c = cifras[h.HotelId];
      return {
        IDCM: h.HotelId,
        Nombre: h.NombreHotel,
        ComentarioInterno: null,
        Reservas: c?.Reservas ?? 0,
        Vigente: c?.Vigente ?? 0,
        Reservas_estimado: c?.CreadasUltimos30Dias ?? 0,
        Vigente_estimado: c?.VigentesProximos30Dias ?? 0,
        Empresa: h.NombreEmpresa,
        user_id: h.UsuarioId,
      };
    });
  }
}
