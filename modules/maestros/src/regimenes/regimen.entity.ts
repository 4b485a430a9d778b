import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A meal plan: solo alojamiento, desayuno, media pensión... */
@Entity({ tableName: 'regimen' })
export class Regimen {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'text', nullable: true })
  comentario?: string | null;
}
