import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A currency (global reference data), keyed by its code (IDMoneda). */
@Entity({ tableName: 'moneda' })
export class Moneda {
  [OptionalProps]?: 'centavos';

  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  nombre!: string;

  /** False: amounts round to whole units (CLP, PYG). */
  @Property({ type: 'boolean' })
  centavos = true;
}
