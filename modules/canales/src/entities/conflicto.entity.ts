import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** An external event that overlaps a stay already in Recepción: never silent, open until resolved. */
@Entity({ tableName: 'canal_conflicto' })
export class ConflictoEntidad {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'integer' })
  canalId!: number;

  @Property({ type: 'integer' })
  habitacionId!: number;

  @Property({ type: 'text' })
  uid!: string;

  @Property({ type: 'text' })
  tipo!: string;

  @Property({ type: 'date' })
  desde!: string;

  @Property({ type: 'date' })
  hasta!: string;

  @Property({ type: 'integer', nullable: true })
  reservaId: number | null = null;

  @Property({ type: 'boolean' })
  descartado = false;

  @Property({ type: 'timestamptz' })
  abiertoEn!: Date;
}
