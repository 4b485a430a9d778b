import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { TipoDocumento } from '@recepcion/contracts';

/** A client: a person (giro 1, also the hotel's guests/passengers) or a company of another giro. */
@Entity({ tableName: 'cliente' })
@Index({ properties: ['hotelId', 'giroId'] })
export class Cliente {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'text' })
  nombre!: string;

  @Property({ type: 'integer' })
  giroId!: number;

  @Property({ type: 'integer' })
  paisId!: number;

  @Property({ type: 'text', nullable: true })
  ciudad?: string | null;

  /** Tax id (RUT, NIT, CUIT...). */
  @Property({ type: 'text', nullable: true })
  rut?: string | null;

  @Property({ type: 'text', nullable: true })
  pasaporte?: string | null;

  /** Identity document: a code of libs/contracts `TIPOS_DOCUMENTO` and its number, both or neither. */
  @Property({ type: 'text', nullable: true })
  tipoDocumento?: TipoDocumento | null;

  @Property({ type: 'text', nullable: true })
  numeroDocumento?: string | null;

  @Property({ type: 'text', nullable: true })
  email?: string | null;

  @Property({ type: 'text', nullable: true })
  telefono?: string | null;

  @Property({ type: 'text', nullable: true })
  contacto?: string | null;

  @Property({ type: 'text', nullable: true })
  direccion?: string | null;

  @Property({ type: 'timestamptz' })
  creadoEn!: Date;
}
