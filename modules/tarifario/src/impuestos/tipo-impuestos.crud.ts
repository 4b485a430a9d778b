import { MENSAJES_MAESTROS as M, type TipoImpuestoDetalle } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { largoMaximo } from '../compartido';
import { TipoImpuesto } from './tipo-impuesto.entity';

export class TipoImpuestoDto {
  @MaxLength(60, { message: largoMaximo('Nombre', 60) }) @IsNotEmpty({ message: M.faltaNombreImpuesto }) @IsString({ message: M.faltaNombreImpuesto }) @Recortar()
  Nombre!: string;

  // Null is not allowed (spec section 5).
  @Max(100, { message: M.porcentajeImpuesto }) @Min(0, { message: M.porcentajeImpuesto }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.faltaPorcentajeImpuesto }) @IsDefined({ message: M.faltaPorcentajeImpuesto }) @Type(() => Number)
  Porcentaje!: number;
}

export const definicionTipoImpuestos: CrudDefinicion<TipoImpuesto, TipoImpuestoDto> = {
  respuesta: 'TipoImpuestoDetalle',
  ruta: 'TipoImpuestos',
  entidad: TipoImpuesto,
  dto: TipoImpuestoDto,
  orden: { nombre: 'asc' },
  aJson: (t): TipoImpuestoDetalle => ({ Id: t.id, Nombre: t.nombre, Porcentaje: Number(t.porcentaje), sys: t.sys }),
  aplicar: (t, d) => {
    t.nombre = d.Nombre;
    t.porcentaje = String(d.Porcentaje);
  },
};

export const TipoImpuestosController = crudController(definicionTipoImpuestos);
