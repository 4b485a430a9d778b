import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A hotel. Its own id is the tenant key every other hotel-owned row carries as `hotelId`. */
@Entity({ tableName: 'hotel' })
export class Hotel {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  empresaId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'timestamptz' })
  creadoEn!: Date;
}
