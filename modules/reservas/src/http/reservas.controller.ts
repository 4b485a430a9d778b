import { Body, Controller, Delete, Get, Headers, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type ConfiguracionPrecios, type HabitacionResumen, ObtenerConfiguracionPrecios, ResolverHabitaciones } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { hotelDeLaSesion, requestContext, sqlExecutor } from '@recepcion/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { PreciadorLineas } from '../aplicacion/preciador-lineas';
import { ReservasService } from '../aplicacion/reservas.service';
import { ESTADO } from '../domain/reserva.types';
import { BorradorDto, ReservaCompletaDto, ReservaDto } from './reserva.dto';
import { PreparadorMovimientos } from '../aplicacion/preparador-movimientos';

const IDEMPOTENCY = 'idempotency-key';
const clave = (valor?: string) => (valor && valor.length <= 200 ? `reservas:${hotelDeLaSesion()}:${valor}` : undefined);

@ApiTags('ReservasB')
@Controller('ReservasB')
export class ReservasController {
  constructor(
    private readonly reservas: ReservasService,
    private readonly preciador: PreciadorLineas,
    private readonly movimientos: PreparadorMovimientos,
    private readonly queryBus: QueryBus,
    private readonly em: EntityManager,
  ) {}

  /** The wizard's create. `Idempotency-Key` makes a retry answer the first result. */
  @Post()
  @HttpCode(200)
  async crear(@Body() dto: ReservaDto, @Headers(IDEMPOTENCY) idempotencia?: string) {
    const commandId = clave(idempotencia);
    const previa = await this.reservas.yaCreada(commandId);
    if (previa) return previa;
    const id = await this.reservas.nuevoId();
    return this.reservas.ejecutar(
      id,
      async () => ({ type: 'CrearReserva', data: { id, hotelId: hotelDeLaSesion(), ...(await this.preciador.preparar(dto)) } }),
      { commandId, nueva: true },
    );
  }

  /** Fills a new reservation from a draft (selected cells, a client): defaults of spec section 4. */
  @Put('GetReservaNuevo')
  async nuevo(@Body() borrador: BorradorDto) {
    const hoy = requestContext.require().now.toISOString().slice(0, 10);
    const checkIn = borrador.CheckIn?.slice(0, 10) ?? hoy;
    const checkOut = borrador.CheckOut?.slice(0, 10) ?? sumarDias(checkIn, 1);
    const config = await this.queryBus.execute<ObtenerConfiguracionPrecios, ConfiguracionPrecios>(new ObtenerConfiguracionPrecios());
    const habitaciones = await this.queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones(borrador.HabitacionIds ?? []));
    return {
      Id: 0,
      CheckIn: checkIn,
      CheckOut: checkOut,
      EstadoId: ESTADO.sinConfirmar,
      FormaPagoId: 1,
      MonedaId: config.MonedaId,
      TipoImpuestoId: config.TipoImpuestoId,
      ImpuestoIncluido: config.ImpuestoIncluido,
      ClienteId: borrador.ClienteId ?? null,
      CantidadPasajeros: habitaciones.reduce((s, h) => s + h.CantidadPasajerosPredeterminado, 0),
      Habitaciones: habitaciones.map((h) => ({
        Id: 0,
        HabitacionId: h.Id,
        HabitacionNombre: h.Nombre,
        TipoHabitacionId: h.TipoHabitacionId,
        TipoHabitacionNombre: h.TipoHabitacionNombre,
        CheckIn: checkIn,
        CheckOut: checkOut,
        CantidadPasajero: h.CantidadPasajerosPredeterminado,
        AlojamientoPrecioUnitario: 0,
        IDServicioRegimen: null,
        RegimenPrecioUnitario: null,
      })),
      Cargos: [],
      Ingresos: [],
      Pasajeros: [],
    };
  }

  @Get('IsHabitacionDisponible/:habitacionId/:checkIn/:checkOut/:reservaId/:a/:b')
  async disponible(
    @Param('habitacionId', ParseIntPipe) habitacionId: number,
    @Param('checkIn') checkIn: string,
    @Param('checkOut') checkOut: string,
    @Param('reservaId', ParseIntPipe) reservaId: number,
  ): Promise<boolean> {
    if (!/^\d{4}-\d{2}-\d{2}/.test(checkIn) || !/^\d{4}-\d{2}-\d{2}/.test(checkOut) || checkOut.slice(0, 10) <= checkIn.slice(0, 10)) return false;
    const [fila] = await sqlExecutor(this.em).query<{ libre: boolean }>(
      `select not exists (
         select 1 from ocupacion
          where hotel_id = $1 and habitacion_id = $2 and estadia && daterange($3::date, $4::date, '[)')
            and not (origen = 'reserva' and origen_id = $5)) as libre`,
      [hotelDeLaSesion(), habitacionId, checkIn.slice(0, 10), checkOut.slice(0, 10), reservaId],
    );
    return fila.libre;
  }

  @Get(':id')
  obtener(@Param('id', ParseIntPipe) id: number) {
    return this.reservas.obtener(id);
  }

  /** Full edit. `Version` (or If-Match) guards against overwriting someone else's change: 409. */
  @Put(':id')
  actualizar(@Param('id', ParseIntPipe) id: number, @Body() dto: ReservaCompletaDto, @Headers('if-match') ifMatch?: string, @Headers(IDEMPOTENCY) idempotencia?: string) {
    const version = dto.Version ?? (ifMatch ? Number(ifMatch.replace(/"/g, '')) : undefined);
    return this.reservas.ejecutar(
      id,
      async ({ estado }) => {
        const existente = estado.existe ? estado : undefined;
        const { general, habitaciones } = await this.preciador.preparar(dto, existente?.habitaciones ?? []);
        return {
          type: 'ModificarReserva',
          data: {
            general,
            habitaciones,
            cargos: await this.movimientos.cargos(dto.Cargos, existente, habitaciones),
            ingresos: await this.movimientos.ingresos(dto.Ingresos, existente, habitaciones),
            pasajeros: await this.movimientos.pasajeros(dto.Pasajeros, existente, habitaciones),
          },
        };
      },
      { versionEsperada: Number.isFinite(version) ? version : undefined, commandId: clave(idempotencia) },
    );
  }

  @Delete(':id')
  async eliminar(@Param('id', ParseIntPipe) id: number) {
    await this.reservas.ejecutar(id, () => ({ type: 'EliminarReserva', data: {} }));
    return { Message: 'Eliminado con éxito' };
  }
}
