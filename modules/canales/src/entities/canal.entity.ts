import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** An external iCalendar feed imported into one room, and what its last pull left. */
@Entity({ tableName: 'canal' })
export class CanalEntidad {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'integer' })
  habitacionId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'boolean' })
  activo = true;

  @Property({ type: 'timestamptz', nullable: true })
  ultimaSincronizacion: Date | null = null;

  @Property({ type: 'text', nullable: true })
  ultimoEstado: string | null = null;

  @Property({ type: 'integer' })
  eventos = 0;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  proximaSincronizacion: Date | null = null;
}
