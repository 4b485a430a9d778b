import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  type ActividadPaginada,
  type BloqueoGuardadoDatos,
  describirEventoBloqueo,
  describirEventoReserva,
  EVENTOS_BLOQUEO,
  type FilaActividadHotel,
  type HabitacionResumen,
  NombresDeUsuarios,
  ResolverHabitaciones,
} from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { BaseDeLectura, type FilaLeidaActividad, hotelDeLaSesion, leerActividad } from '@recepcion/platform';
import { ConsultarActividadHotel } from './actividad-hotel.query';

/** Days are UTC days, as the API's other `yyyy-MM-dd` filters of moments. */
const inicioDelDia = (fecha: string) => new Date(`${fecha}T00:00:00.000Z`);

@QueryHandler(ConsultarActividadHotel)
export class ActividadHotelHandler implements IQueryHandler<ConsultarActividadHotel, ActividadPaginada> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly lectura: BaseDeLectura,
  ) {}

  async execute({ filtro, pagina, tamano }: ConsultarActividadHotel): Promise<ActividadPaginada> {
    const { total, filas } = await leerActividad(this.lectura.ejecutor(this.em, { preparadas: true }), {
      hotelId: hotelDeLaSesion(),
      desde: filtro.desde ? inicioDelDia(filtro.desde) : undefined,
      hasta: filtro.hasta ? inicioDelDia(sumarDias(filtro.hasta, 1)) : undefined,
      usuarioId: filtro.usuarioId,
      tipo: filtro.tipo,
      limite: tamano,
      salto: (pagina - 1) * tamano,
    });
    const nombres = await this.nombresDeUsuarios(filas);
    const habitaciones = await this.habitacionesDeBloqueos(filas);
    return {
      Filas: filas.map((f): FilaActividadHotel => ({
        Fecha: f.fecha,
        Usuario: f.usuario_id === null ? null : (nombres[f.usuario_id] ?? `Usuario ${f.usuario_id}`),
        UsuarioId: f.usuario_id,
        Tipo: f.tipo,
        Entidad: f.entidad,
        EntidadId: f.entidad_id,
        Descripcion: this.descripcion(f, habitaciones),
      })),
      Pagina: pagina,
      TamanoPagina: tamano,
      Total: total,
    };
  }

  private descripcion(f: FilaLeidaActividad, habitaciones: Map<number, string>): string {
    if (f.descripcion !== null) return f.descripcion;
    if (f.tipo === 'Bloqueo') return describirEventoBloqueo(f.evento ?? '', f.datos, habitaciones.get((f.datos as Partial<BloqueoGuardadoDatos>)?.habitacionId ?? 0));
    return describirEventoReserva(f.evento ?? '', f.datos);
  }

  private nombresDeUsuarios(filas: FilaLeidaActividad[]): Promise<Record<number, string>> {
    const ids = [...new Set(filas.map((f) => f.usuario_id).filter((id): id is number => id !== null))];
    return ids.length === 0 ? Promise.resolve({}) : this.queryBus.execute<NombresDeUsuarios, Record<number, string>>(new NombresDeUsuarios(ids));
  }

  /** Block events name their room by id: maestros says its name (a room since deleted keeps its id). */
  private async habitacionesDeBloqueos(filas: FilaLeidaActividad[]): Promise<Map<number, string>> {
    const ids = [
      ...new Set(filas.filter((f) => f.evento === EVENTOS_BLOQUEO.guardado).map((f) => Number((f.datos as Partial<BloqueoGuardadoDatos>)?.habitacionId)).filter((id) => Number.isInteger(id) && id > 0)),
    ];
    if (ids.length === 0) return new Map();
    const encontradas = await this.queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones(ids));
    return new Map(encontradas.map((h) => [h.Id, h.Nombre]));
  }
}
