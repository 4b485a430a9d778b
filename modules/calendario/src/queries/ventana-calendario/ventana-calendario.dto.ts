import { ApiPropertyOptional } from '@nestjs/swagger';
import { MENSAJES_A_LAS as M } from '@recepcion/contracts';
import { EsMomentoPasado } from '@recepcion/platform';
import { IsOptional } from 'class-validator';

/** `GET /api/Calendario/{fecha}`'s moment: absent, the calendar now. */
export class VentanaCalendarioDto {
  @ApiPropertyOptional({
    description: 'La fecha y hora (ISO 8601 con zona) cuyo estado se muestra: las estadías, estados y bloqueos registrados hasta entonces. Sin él, el calendario de ahora.',
    format: 'date-time',
    example: '2026-11-01T10:30:00-03:00',
  })
  @IsOptional()
  @EsMomentoPasado(M.noValida, M.futura)
  aLas?: string;
}
