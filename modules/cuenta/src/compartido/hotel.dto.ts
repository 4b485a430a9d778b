import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { Recortar } from '@recepcion/platform';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { largoMaximo } from './validacion';

/** `POST /api/Hoteles` (open another hotel) and `PUT /api/Hoteles/{id}` (rename the session's). */
export class HotelDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.nombreVacio }) @IsString({ message: M.nombreVacio }) @Recortar()
  Nombre!: string;
}
