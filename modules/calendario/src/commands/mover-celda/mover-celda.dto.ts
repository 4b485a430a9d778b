import { ApiProperty } from '@nestjs/swagger';
import { EsFecha } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** A calendar cell with its new place (spec section 3, "Calendar cell"). */
export class CeldaDto {
  @ApiProperty({ format: 'date', example: '2027-08-09', description: 'New check-in' }) @EsFecha('Seleccione una fecha Check-In') start_date!: string;
  @ApiProperty({ format: 'date', example: '2027-08-12', description: 'New check-out (the day the room is free again)' }) @EsFecha('Seleccione una fecha Check-Out') end_date!: string;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Room id' })
  @Max(2_147_483_647, { message: 'Seleccione una Habitación' }) @Min(1, { message: 'Seleccione una Habitación' }) @IsInt({ message: 'Seleccione una Habitación' }) @Type(() => Number) room!: number;
}
