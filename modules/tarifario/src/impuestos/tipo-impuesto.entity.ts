import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'tipo_impuesto' })
export class TipoImpuesto {
  [OptionalProps]?: 'sys';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'decimal', precision: 5, scale: 2 })
  porcentaje!: string;

  /** `sys` of the spec: created by the system (hotel setup), not by the user. */
  @Property({ type: 'boolean' })
  sys = false;
}
