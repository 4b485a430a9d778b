import { ApiPropertyOptional } from '@nestjs/swagger';
import { MENSAJES_A_LAS as M } from '@recepcion/contracts';
import { EsMomentoPasado } from '@recepcion/platform';
import { IsOptional } from 'class-validator';

/** `InfCajaFechaHabitacion`'s moment: absent, now. */
export class CajaHabitacionDto {
  @ApiPropertyOptional({
    description: 'La fecha y hora (ISO 8601 con zona) cuyo estado se informa: las reservas, cargos e ingresos registrados hasta entonces. Sin él, el de ahora.',
    format: 'date-time',
    example: '2026-11-01T10:30:00-03:00',
  })
  @IsOptional()
  @EsMomentoPasado(M.noValida, M.futura)
  aLas?: string;
}
