import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A room taken out of service for some nights (spec section 3, Bloqueo). It occupies the room. */
@Entity({ tableName: 'bloqueo' })
export class Bloqueo {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'date' })
  fecha!: string;

  @Property({ type: 'integer' })
  noches!: number;

  @Property({ type: 'integer' })
  habitacionId!: number;

  @Property({ type: 'text' })
  habitacionNombre!: string;
}
