import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A person who signs in. Belongs to hotels through HotelUsuario; operators are flagged. */
@Entity({ tableName: 'usuario' })
export class Usuario {
  [OptionalProps]?: 'esOperador';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', unique: true })
  emailLower!: string;

  /** argon2id. */
  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  /** The provider's staff: the root area. A flag, never an id check. */
  @Property({ type: 'boolean' })
  esOperador = false;

  @Property({ type: 'timestamptz' })
  creadoEn!: Date;
}
