import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One switch of an operator's session to a hotel or back (support access). */
@Entity({ tableName: 'auditoria_acceso' })
export class AuditoriaAcceso {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  usuarioId!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  accion!: 'acceder' | 'volver';

  @Property({ type: 'text', nullable: true })
  direccion?: string | null;

  @Property({ type: 'timestamptz' })
  creadoEn!: Date;

  /** The operator's session (the server's id, a hash): its end while it works as another hotel is a `volver`. */
  @Property({ type: 'text', nullable: true })
  sesionId?: string | null;

  /** The hotel that session signed in to (where a `volver` goes). */
  @Property({ type: 'integer', nullable: true })
  hotelPropioId?: number | null;
}
