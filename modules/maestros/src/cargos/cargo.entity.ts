import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A chargeable item (charge master) of a charge type. */
@Entity({ tableName: 'cargo' })
export class Cargo {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'integer' })
  tipoCargoId!: number;

  @Property({ type: 'text', nullable: true })
  comentario?: string | null;
}
