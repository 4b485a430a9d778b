import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A price list (TarifaB): prices of one service kind, in one currency, for one season. */
@Entity({ tableName: 'tarifa' })
export class Tarifa {
  [OptionalProps]?: 'impuestoIncluido' | 'precioPorPasajero';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  /** 6 room type, 5 meal plan, 7 charge. */
  @Property({ type: 'integer' })
  tipoServicioId!: number;

  @Property({ type: 'integer' })
  temporadaId!: number;

  @Property({ type: 'text' })
  monedaId!: string;

  @Property({ type: 'integer' })
  tipoImpuestoId!: number;

  @Property({ type: 'boolean' })
  impuestoIncluido = true;

  @Property({ type: 'boolean' })
  precioPorPasajero = false;
}

/** A line of a price list (TarifaBHabitacion): the price of one service up to PaxMax passengers. */
@Entity({ tableName: 'tarifa_linea' })
export class TarifaLinea {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'integer' })
  tarifaId!: number;

  @Property({ type: 'integer' })
  servicioId!: number;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valor!: string;

  @Property({ type: 'integer' })
  paxMax!: number;
}
