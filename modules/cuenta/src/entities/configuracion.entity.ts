import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The hotel's configuration (spec section 3, Configuracion). One per hotel. */
@Entity({ tableName: 'configuracion' })
export class ConfiguracionHotel {
  [OptionalProps]?: 'impuestoIncluido' | 'impuestoIncluidoSa' | 'precioHabitacionPorPersona' | 'precioRegimenPorPersona' | 'configurado';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer', unique: true })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'text', nullable: true })
  monedaId?: string | null;

  @Property({ type: 'integer', nullable: true })
  tipoImpuestoId?: number | null;

  @Property({ type: 'boolean' })
  impuestoIncluido = true;

  @Property({ type: 'integer', nullable: true })
  tipoImpuestoSaId?: number | null;

  @Property({ type: 'boolean' })
  impuestoIncluidoSa = true;

  @Property({ type: 'boolean' })
  precioHabitacionPorPersona = false;

  @Property({ type: 'boolean' })
  precioRegimenPorPersona = true;

  @Property({ type: 'text', nullable: true })
  encabezado?: string | null;

  @Property({ type: 'integer', nullable: true })
  paisId?: number | null;

  @Property({ type: 'boolean' })
  configurado = false;

  @Property({ type: 'text', nullable: true })
  email?: string | null;

  /** The hotel's IANA time zone (`America/Santiago`); null: the desk browser's decides its day. */
  @Property({ type: 'text', nullable: true })
  zonaHoraria?: string | null;

  /** argon2id of the check-out password; null: check-out needs none. */
  @Property({ type: 'text', nullable: true, hidden: true })
  claveCheckOutHash?: string | null;
}
