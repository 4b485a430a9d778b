import { MENSAJES_MAESTROS as M, type HotelMonedaDetalle } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, ReglaNegocioError, sinEliminarSi } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MonedaEnUso } from '../queries/moneda-en-uso/moneda-en-uso.query';
import { HotelMoneda } from './hotel-moneda.entity';
import { Moneda } from './moneda.entity';

export class HotelMonedaDto {
  @MaxLength(10, { message: M.seleccioneMoneda }) @IsNotEmpty({ message: M.seleccioneMoneda }) @IsString({ message: M.seleccioneMoneda })
  MonedaId!: string;

  /** New: 0 (spec section 9). */
  @IsOptional() @Min(0, { message: M.factor }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.factor }) @Type(() => Number)
  Factor?: number;
}

export const definicionHotelMonedas: CrudDefinicion<HotelMoneda, HotelMonedaDto> = {
  respuesta: 'HotelMonedaDetalle',
  ruta: 'HotelMonedas',
  entidad: HotelMoneda,
  dto: HotelMonedaDto,
  orden: { id: 'asc' },
  // Two requests adding the same currency at once both pass `aplicar`'s check: the unique constraint refuses the second.
  mensajeRepetido: M.monedaRepetida,
  aJson: async (h, em): Promise<HotelMonedaDetalle> => ({
    Id: h.id,
    MonedaId: h.monedaId,
    MonedaNombre: (await em.findOne(Moneda, { id: h.monedaId }))?.nombre ?? null,
    Factor: Number(h.factor),
  }),
  aplicar: async (h, d, em) => {
    if (!(await em.findOne(Moneda, { id: d.MonedaId }))) throw new ReglaNegocioError(M.seleccioneMoneda);
    const repetida = await em.findOne(HotelMoneda, { monedaId: d.MonedaId, id: { $ne: h.id ?? 0 } });
    if (repetida) throw new ReglaNegocioError(M.monedaRepetida);
    h.monedaId = d.MonedaId;
    h.factor = String(d.Factor ?? (h.factor !== undefined ? Number(h.factor) : 0));
  },
};

/** DELETE refuses while the hotel's price lists or its configuration use the currency. */
export const HotelMonedasController = sinEliminarSi(crudController(definicionHotelMonedas), definicionHotelMonedas.ruta, (queryBus, id) =>
  queryBus.execute<MonedaEnUso, string | null>(new MonedaEnUso({ hotelMonedaId: id })),
);
