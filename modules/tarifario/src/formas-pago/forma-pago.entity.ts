import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** How a guest pays: efectivo, tarjeta, transferencia... */
@Entity({ tableName: 'forma_pago' })
export class FormaPago {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;
}
