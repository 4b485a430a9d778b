import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type HotelDelUsuario, HotelesDeLaSesion, type ResumenGrupo, type ResumenHotelGrupo, type TableroEstados, type TipoUsuario } from '@recepcion/contracts';
import { redondearMonto } from '@recepcion/domain';
import { BaseDeLectura, enContexto, hoyDelHotel, requestContext, type SqlExecutor } from '@recepcion/platform';
import { EstadosDelDia } from '../estados/estados.query';
import { ResumenDelGrupo } from './resumen-grupo.query';

/**
 * The group view: the hotels come from cuenta (the session user's accesses, so an id never proves
 * access), and each hotel's figures are read as that hotel (its own context: the same scoping and
 * the same dashboard query as its own session would use). Camarería's hotels are left out: that
 * type reads no report.
 */
@QueryHandler(ResumenDelGrupo)
export class ResumenGrupoHandler implements IQueryHandler<ResumenDelGrupo, ResumenGrupo> {
  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<ResumenGrupo> {
    const ctx = requestContext.require();
    // The session hotel's day (its time zone): the group's hotels are read for that date.
    const fecha = hoyDelHotel();
    const hoteles: HotelDelUsuario[] = await this.queryBus.execute(new HotelesDeLaSesion());
    const legibles = hoteles.filter((h) => h.TipoUsuario !== ('CA' satisfies TipoUsuario));
    // Taken in the request's own context, so its answer says how old the standby's data is.
    const lectura = this.lectura.ejecutor(this.em);
    const resumenes: ResumenHotelGrupo[] = [];
    // One hotel after the other: each is a few statements, and a user has a handful of hotels.
    for (const hotel of legibles) {
      resumenes.push(await enContexto(this.orm, { requestId: ctx.requestId, now: ctx.now, userId: ctx.userId, hotelId: hotel.HotelId, datosAl: ctx.datosAl }, () => this.resumen(lectura, hotel, fecha)));
    }
    return { Fecha: fecha, Hoteles: resumenes };
  }

  private async resumen(lectura: SqlExecutor, hotel: HotelDelUsuario, fecha: string): Promise<ResumenHotelGrupo> {
    const tablero: TableroEstados = await this.queryBus.execute(new EstadosDelDia(fecha));
    const ingresos = await lectura.query<{ moneda_id: string; total: string }>(
      `select moneda_id, sum(importe) as total from informe_noche
        where hotel_id = $1 and fecha >= date_trunc('month', $2::date) and fecha < date_trunc('month', $2::date) + interval '1 month'
        group by moneda_id order by moneda_id`,
      [hotel.HotelId, fecha],
    );
    const ocupadas = tablero.ocupacion[0]?.Ocupadas ?? 0;
    return {
      HotelId: hotel.HotelId,
      Nombre: hotel.Nombre,
      Actual: hotel.Actual,
      Habitaciones: tablero.habitaciones,
      OcupadasHoy: ocupadas,
      Ocupacion: tablero.habitaciones ? Math.round((ocupadas / tablero.habitaciones) * 1000) / 10 : 0,
      Llegadas: tablero.llegadas,
      Salidas: tablero.salidas,
      IngresosMes: ingresos.map((i) => ({ MonedaId: i.moneda_id, Total: redondearMonto(Number(i.total)) })),
    };
  }
}
