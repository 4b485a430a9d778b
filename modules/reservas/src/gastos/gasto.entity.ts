import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** An expense of the hotel (spec section 3, Gasto). */
@Entity({ tableName: 'gasto' })
export class Gasto {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'date' })
  fecha!: string;

  @Property({ type: 'text' })
  concepto!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valor!: string;

  @Property({ type: 'text', nullable: true })
  comentario?: string | null;
}
