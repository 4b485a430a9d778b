import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A room taken out of service for some nights (spec section 3, Bloqueo). It occupies the room. */
@Entity({ tableName: 'bloqueo' })
export class Bloqueo {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'date' })
  fecha!: string;

  @Property({ type: 'integer' })
  noches!: number;

  @Property({ type: 'integer' })
  habitacionId!: number;

  @Property({ type: 'text' })
  habitacionNombre!: string;

  /** Set on a stay imported from a channel's feed (channel sync): the feed, its name, the event's UID and kind. */
  @Property({ type: 'integer', nullable: true })
  canalId: number | null = null;

  @Property({ type: 'text', nullable: true })
  canalNombre: string | null = null;

  @Property({ type: 'text', nullable: true })
  canalUid: string | null = null;

  @Property({ type: 'text', nullable: true })
  canalTipo: string | null = null;

  /** Set on a period out of order (housekeeping): its reason. */
  @Property({ type: 'text', nullable: true })
  motivoFueraServicio: string | null = null;
}
