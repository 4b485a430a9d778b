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

  /** ISO 3166-1 alpha-2 (migration 20261209100000): the booking page names the country in the guest's language. Null: a country an operator added. */
  @Property({ type: 'text', nullable: true })
  iso?: string | null;
}
