import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The customer company that owns one or more hotels. */
@Entity({ tableName: 'empresa' })
export class Empresa {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'text', nullable: true })
  direccion?: string | null;

  @Property({ type: 'text', nullable: true })
  ciudad?: string | null;

  @Property({ type: 'integer', nullable: true })
  paisId?: number | null;

  @Property({ type: 'text', nullable: true })
  telefono1?: string | null;

  @Property({ type: 'text', nullable: true })
  personaContacto?: string | null;

  @Property({ type: 'text', nullable: true })
  giro?: string | null;

  /** Shown to reception after a check-out; empty is stored as null. */
  @Property({ type: 'text', nullable: true })
  mensajeCheckOut?: string | null;

  @Property({ type: 'integer', nullable: true })
  topeReservas?: number | null;

  @Property({ type: 'integer', nullable: true })
  topeReservasVigentes?: number | null;

  @Property({ type: 'timestamptz' })
  fechaRegistro!: Date;
}
