import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A country (global reference data, kept by the provider's operators). */
@Entity({ tableName: 'pais' })
export class Pais {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'text' })
  nombre!: string;

  /** The currency a hotel registered in this country starts with (spec section 9). */
  @Property({ type: 'text', nullable: true })
  monedaId?: string | null;
}
