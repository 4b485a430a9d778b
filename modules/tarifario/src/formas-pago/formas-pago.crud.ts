import { type FormaPagoDetalle, MENSAJES_MAESTROS as M, siLoUsanReservas } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, Recortar, sinEliminarSi } from '@recepcion/platform';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { largoMaximo } from '../compartido';
import { FormaPago } from './forma-pago.entity';

export class FormaPagoDto {
  @MaxLength(80, { message: largoMaximo('Nombre', 80) }) @IsNotEmpty({ message: M.faltaNombreFormaPago }) @IsString({ message: M.faltaNombreFormaPago }) @Recortar()
  Nombre!: string;
}

export const definicionFormasPago: CrudDefinicion<FormaPago, FormaPagoDto> = {
  respuesta: 'FormaPagoDetalle',
  ruta: 'FormasPago',
  entidad: FormaPago,
  dto: FormaPagoDto,
  orden: { nombre: 'asc' },
  aJson: (f): FormaPagoDetalle => ({ Id: f.id, Nombre: f.nombre }),
  aplicar: (f, d) => {
    f.nombre = d.Nombre;
  },
};

/** DELETE refuses while reservations use the record (see the module README). */
export const FormasPagoController = sinEliminarSi(crudController(definicionFormasPago), definicionFormasPago.ruta, siLoUsanReservas('formaPago'));
