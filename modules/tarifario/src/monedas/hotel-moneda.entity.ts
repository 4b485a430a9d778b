import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A currency the hotel works in, with its conversion factor (new: 0). */
@Entity({ tableName: 'hotel_moneda' })
export class HotelMoneda {
  [OptionalProps]?: 'factor';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  monedaId!: string;

  @Property({ type: 'decimal', precision: 18, scale: 6 })
  factor = '0';
}
