import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'tipo_habitacion' })
export class TipoHabitacion {
  [OptionalProps]?: 'cantidadPasajeros' | 'cantidadPasajerosPredeterminado';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'integer' })
  cantidadPasajeros = 1;

  @Property({ type: 'integer' })
  cantidadPasajerosPredeterminado = 1;
}
