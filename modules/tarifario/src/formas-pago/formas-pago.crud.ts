import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { crudController, type CrudDefinicion } from '@recepcion/platform';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Recortar } from '../compartido';
import { FormaPago } from './forma-pago.entity';

export class FormaPagoDto {
  @MaxLength(80, { message: M.faltaNombreFormaPago }) @IsNotEmpty({ message: M.faltaNombreFormaPago }) @IsString({ message: M.faltaNombreFormaPago }) @Recortar()
  Nombre!: string;
}

export const definicionFormasPago: CrudDefinicion<FormaPago, FormaPagoDto> = {
  ruta: 'FormasPago',
  entidad: FormaPago,
  dto: FormaPagoDto,
  orden: { nombre: 'asc' },
  aJson: (f) => ({ Id: f.id, Nombre: f.nombre }),
  aplicar: (f, d) => {
    f.nombre = d.Nombre;
  },
};

export const FormasPagoController = crudController(definicionFormasPago);
