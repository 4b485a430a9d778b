import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'habitacion' })
export class Habitacion {
  [OptionalProps]?: 'orden';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'integer' })
  tipoHabitacionId!: number;

  @Property({ type: 'text', nullable: true })
  comentario?: string | null;

  @Property({ type: 'integer' })
  orden = 0;
}
