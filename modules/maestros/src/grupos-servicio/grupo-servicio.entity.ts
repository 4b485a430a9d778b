import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A charge type ("grupo de servicio"): minibar, lavandería, tours... */
@Entity({ tableName: 'grupo_servicio' })
export class GrupoServicio {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'integer', nullable: true })
  idContactoMaster?: number | null;

  @Property({ type: 'text', nullable: true })
  comentario?: string | null;
}
