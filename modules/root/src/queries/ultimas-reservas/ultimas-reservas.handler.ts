import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  EstadisticaReservasPorHotel,
  type EstadisticaReservasPorHotelRespuesta,
  type UltimaReservaFila,
  type UsuarioDeHotel,
  UsuariosDeHoteles,
} from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, hoyUtc } from '@recepcion/platform';
import { UltimasReservas } from './ultimas-reservas.query';

@QueryHandler(UltimasReservas)
export class UltimasReservasHandler implements IQueryHandler<UltimasReservas, UltimaReservaFila[]> {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<UltimaReservaFila[]> {
    const [hoteles, cifras] = await Promise.all([
      this.queryBus.execute<UsuariosDeHoteles, UsuarioDeHotel[]>(new UsuariosDeHoteles(true)),
      this.queryBus.execute<EstadisticaReservasPorHotel, EstadisticaReservasPorHotelRespuesta>(new EstadisticaReservasPorHotel(hoyUtc())),
    ]);
    const filas: UltimaReservaFila[] = hoteles.map((h) => ({
      Id: h.HotelId,
      Nombre: h.NombreHotel,
      Plataforma: 'web',
      Version: this.config.version,
      sFechaCreacion: cifras[h.HotelId]?.UltimaCreacion ?? null,
      sFechaModificacion: cifras[h.HotelId]?.UltimaModificacion ?? null,
      Email: h.Email,
      NombreUsuario: h.NombreUsuario,
    }));
    const clave = (f: UltimaReservaFila) => f.sFechaModificacion ?? '';
    return filas.sort((a, b) => clave(b).localeCompare(clave(a)) || b.Id - a.Id);
  }
}
