import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A user's access to a hotel, with its type code (default 'AD'). */
@Entity({ tableName: 'hotel_usuario' })
@Unique({ properties: ['hotelId', 'usuarioId'] })
export class HotelUsuarioAcceso {
  [OptionalProps]?: 'tipoUsuario';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'integer' })
  usuarioId!: number;

  @Property({ type: 'text' })
  tipoUsuario = 'AD';
}
