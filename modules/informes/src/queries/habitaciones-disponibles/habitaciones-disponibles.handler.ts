import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type FilaHabitacionesDisponibles, LIMITES_INFORMES } from '@recepcion/contracts';
import { noches, sumarDias, ultimoDiaDelMes } from '@recepcion/domain';
import { BaseDeLectura, hotelDeLaSesion } from '@recepcion/platform';
import { ReferenciasInforme } from '../../aplicacion/referencias-informe';
import { nochesDeBloqueos } from '../../aplicacion/noches-de-bloqueos.sql';
import { HabitacionesDisponibles } from './habitaciones-disponibles.query';

/**
 * Free rooms: per day from `desde` to the end of its month and per room type (the first 25 in the
 * room types' order), the type's rooms (as maestros has them now) neither occupied that night by a
 * reservation that counts nor under a room block.
 */
@QueryHandler(HabitacionesDisponibles)
export class HabitacionesDisponiblesHandler implements IQueryHandler<HabitacionesDisponibles, FilaHabitacionesDisponibles[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ desde }: HabitacionesDisponibles): Promise<FilaHabitacionesDisponibles[]> {
    const hasta = ultimoDiaDelMes(desde);
    const tx = this.lectura.ejecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const [ocupadas, { room, roomType }] = await Promise.all([
      tx.query<{ fecha: string; habitacion_id: number }>(
        `select to_char(fecha, 'YYYY-MM-DD') as fecha, habitacion_id from informe_noche where hotel_id = $1 and fecha between $2::date and $3::date
         union
         select to_char(d, 'YYYY-MM-DD'), b.habitacion_id from ${nochesDeBloqueos()}`,
        [hotelId, desde, hasta],
      ),
      this.referencias.habitaciones(),
    ]);
    const tipoDe = new Map(room.map((h) => [h.Id, h.TipoHabitacionId]));
    const ocupadasPorDiaYTipo = new Map<string, number>();
    for (const o of ocupadas) {
      const tipo = tipoDe.get(o.habitacion_id);
      if (tipo === undefined) continue;
      const clave = `${o.fecha}|${tipo}`;
      ocupadasPorDiaYTipo.set(clave, (ocupadasPorDiaYTipo.get(clave) ?? 0) + 1);
    }
    const tipos = roomType.slice(0, LIMITES_INFORMES.tiposHabitacion).map((t) => ({ ...t, habitaciones: room.filter((h) => h.TipoHabitacionId === t.Id).length }));
    const dias = Array.from({ length: noches(desde, hasta) + 1 }, (_, i) => sumarDias(desde, i));
    return dias.flatMap((Fecha) =>
      tipos.map((t) => ({
        Fecha,
        TipoHabitacionId: t.Id,
        NombreTipoHabitacion: t.Nombre,
        Disponibles: t.habitaciones - (ocupadasPorDiaYTipo.get(`${Fecha}|${t.Id}`) ?? 0),
      })),
    );
  }
}
