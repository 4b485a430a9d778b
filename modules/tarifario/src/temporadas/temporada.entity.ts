import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A season of the price tables; both dates included. */
@Entity({ tableName: 'temporada' })
export class Temporada {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  /** `yyyy-MM-dd`. */
  @Property({ type: 'date' })
  fechaInicial!: string;

  @Property({ type: 'date' })
  fechaFinal!: string;
}
