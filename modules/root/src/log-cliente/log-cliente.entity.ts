import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A client-side error reported by the browser (spec section 3, "Log entry"). */
@Entity({ tableName: 'log_cliente' })
export class LogCliente {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text', nullable: true })
  tag?: string | null;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'text', nullable: true })
  category?: string | null;

  @Property({ type: 'text', nullable: true })
  url?: string | null;

  @Property({ type: 'text', nullable: true })
  hotelIdClient?: string | null;

  @Property({ type: 'text', nullable: true })
  userIdClient?: string | null;

  @Property({ type: 'text', nullable: true })
  versionClient?: string | null;

  @Property({ type: 'text' })
  versionBackend!: string;

  @Property({ type: 'text', nullable: true })
  navegador?: string | null;

  @Property({ type: 'text', nullable: true })
  sistemaOperativo?: string | null;

  @Property({ type: 'text', nullable: true })
  lastClick?: string | null;

  @Property({ type: 'integer', nullable: true })
  lineNumber?: number | null;

  @Property({ type: 'integer', nullable: true })
  columnNumber?: number | null;

  @Property({ type: 'text', nullable: true })
  stackTrace?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  /** Who was signed in, from the server's own session (the client's ids above are only hints). */
  @Property({ type: 'integer', nullable: true })
  sessionHotelId?: number | null;

  @Property({ type: 'integer', nullable: true })
  sessionUserId?: number | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
