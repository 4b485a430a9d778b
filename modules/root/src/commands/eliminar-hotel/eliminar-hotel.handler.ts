import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  type AccionDatosHotel,
  type DatosDeHotel,
  DatosHotelCalendario,
  DatosHotelCanales,
  DatosHotelCierre,
  DatosHotelCuenta,
  DatosHotelInformes,
  DatosHotelMaestros,
  DatosHotelMotor,
  DatosHotelPisos,
  DatosHotelReservas,
  DatosHotelTarifario,
  EstadisticaReservasPorHotel,
  type EstadisticaReservasPorHotelRespuesta,
  type HotelEliminado,
  MENSAJES_ROOT as M,
  SesionesModificadas,
  type UsuarioDeHotel,
  UsuariosDeHoteles,
} from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, datosDeHotelEnTablas, hoyUtc, LOGGER, NoEncontradoError, ReglaNegocioError, requestContext, sqlExecutor, TABLAS_DE_HOTEL_PLATAFORMA } from '@recepcion/platform';
import type { Logger } from 'pino';
import { EliminarHotel } from './eliminar-hotel.command';

/** The modules that keep a hotel's data, in deletion order (read models first, accounts last). */
const MODULOS: [string, new (hotelId: number, accion: AccionDatosHotel) => object][] = [
  ['cierre', DatosHotelCierre],
  ['pisos', DatosHotelPisos],
  ['motor', DatosHotelMotor],
  ['canales', DatosHotelCanales],
  ['informes', DatosHotelInformes],
  ['calendario', DatosHotelCalendario],
  ['reservas', DatosHotelReservas],
  ['tarifario', DatosHotelTarifario],
  ['maestros', DatosHotelMaestros],
  ['cuenta', DatosHotelCuenta],
];

/**
 * Hotel deletion: the hotel whose owner has the e-mail, only when the operator's count equals its
 * reservations. Its data is written to a JSON export under the data directory first (an
 * operator's mistake must be recoverable); then every module deletes its part in one transaction.
 */
@CommandHandler(EliminarHotel)
export class EliminarHotelHandler implements ICommandHandler<EliminarHotel, HotelEliminado> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ correo, cantidadReservas }: EliminarHotel): Promise<HotelEliminado> {
    const contexto = requestContext.require();
    const duenos = await this.queryBus.execute<UsuariosDeHoteles, UsuarioDeHotel[]>(new UsuariosDeHoteles(true));
    const hoteles = duenos.filter((d) => d.Email?.toLowerCase() === correo.trim().toLowerCase());
    if (hoteles.length === 0) throw new NoEncontradoError('hotel');
    if (hoteles.length > 1) throw new ReglaNegocioError(M.variosHoteles);
    const [hotel] = hoteles;
    if (hotel.HotelId === contexto.hotelId) throw new ReglaNegocioError(M.hotelPropio);
    const cifras = await this.queryBus.execute<EstadisticaReservasPorHotel, EstadisticaReservasPorHotelRespuesta>(new EstadisticaReservasPorHotel(hoyUtc()));
    if ((cifras[hotel.HotelId]?.Reservas ?? 0) !== cantidadReservas) throw new ReglaNegocioError(M.cantidadNoCoincide);

    const datos = (accion: AccionDatosHotel) => async () => {
      const partes: Record<string, DatosDeHotel> = {};
      for (const [nombre, Clase] of MODULOS) partes[nombre] = await this.commandBus.execute<object, DatosDeHotel>(new Clase(hotel.HotelId, accion));
      partes['platform'] = await datosDeHotelEnTablas(sqlExecutor(this.em), TABLAS_DE_HOTEL_PLATAFORMA, hotel.HotelId, accion);
      return partes;
    };

    // The export first, in a transaction of its own (one consistent read), and on disk before anything goes.
    const exportado = await this.em.transactional(datos('exportar'));
    const marca = contexto.now.toISOString().replace(/[:.]/g, '-');
    const relativo = path.join('exportaciones', `hotel-${hotel.HotelId}-${marca}.json`);
    const archivo = path.join(this.config.dataDir, relativo);
    await mkdir(path.dirname(archivo), { recursive: true });
    const exportacion = { hotel: { Id: hotel.HotelId, Nombre: hotel.NombreHotel, Empresa: hotel.NombreEmpresa, Dueno: hotel.Email }, exportadoEn: contexto.now.toISOString(), operador: contexto.userId, datos: exportado };
    await writeFile(archivo, JSON.stringify(exportacion, null, 1), { encoding: 'utf8', flag: 'wx' });

    const borrado = await this.em.transactional(datos('eliminar'));
    // Committed: the deleted hotel's sessions are gone, and every process's live sockets read theirs again.
    this.eventBus.publish(new SesionesModificadas(null));
    this.logger.warn({ hotelId: hotel.HotelId, operador: contexto.userId, exportacion: relativo }, 'hotel eliminado');
    return {
      Message: M.hotelEliminado(hotel.NombreHotel),
      HotelId: hotel.HotelId,
      NombreHotel: hotel.NombreHotel,
      Exportacion: relativo,
      Filas: borrado as Record<string, Record<string, number>>,
    };
  }
}
