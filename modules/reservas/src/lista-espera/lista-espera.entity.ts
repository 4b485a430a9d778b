import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A guest waiting for rooms to free up (spec section 3, ListaEspera). */
@Entity({ tableName: 'lista_espera' })
export class ListaEspera {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'date' })
  checkIn!: string;

  @Property({ type: 'date' })
  checkOut!: string;

  @Property({ type: 'integer' })
  clienteId!: number;

  @Property({ type: 'text' })
  clienteNombre!: string;

  @Property({ type: 'text', nullable: true })
  nombrePax?: string | null;

  @Property({ type: 'integer' })
  cantidadPasajeros!: number;

  @Property({ type: 'integer' })
  cantidadHabitaciones!: number;

  @Property({ type: 'text', nullable: true })
  habitacionesPreferencia?: string | null;

  @Property({ type: 'text', nullable: true })
  comentario?: string | null;

  @Property({ type: 'text', nullable: true })
  usuario?: string | null;

  /** The reservation «Reservar» made from it: the entry has left the list. */
  @Property({ type: 'integer', nullable: true })
  reservaId?: number | null;

  /** Its nights fitted at the last check after a change of occupancy (a notice went out then). */
  @Property({ type: 'boolean', default: false })
  ofrecida = false;
}
