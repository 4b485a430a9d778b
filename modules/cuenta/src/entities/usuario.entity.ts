import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A person who signs in. Belongs to hotels through HotelUsuario; operators are flagged. */
@Entity({ tableName: 'usuario' })
export class Usuario {
  [OptionalProps]?: 'esOperador' | 'correoVerificadoEn' | 'ultimoHotelId';

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

  /**
   * When the address was proven: a link mailed to it was opened (sign-up verification, an
   * invitation's link, a password reset). Until then no invitation is shown to the account.
   */
  @Property({ type: 'timestamptz', nullable: true })
  correoVerificadoEn?: Date | null = null;

  /** The hotel an accepted invitation moved the user to: the next sign-in lands there (while the access lasts). */
  @Property({ type: 'integer', nullable: true })
  ultimoHotelId?: number | null = null;
}
