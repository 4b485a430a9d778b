import { Migration } from '@mikro-orm/migrations';

/**
 * Access to a hotel is offered, not imposed: `POST /api/HotelUsuarios` stores an invitation for an
 * e-mail, and only the person who signs in with it can accept it (modules/cuenta/README.md).
 */
export class InvitacionHotelMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table invitacion_hotel (
        id serial primary key,
        hotel_id int not null references hotel (id) on delete cascade,
        email_lower text not null,
        tipo_usuario text not null default 'AD',
        invitado_por int null,
        creada_en timestamptz not null,
        constraint invitacion_hotel_unica unique (hotel_id, email_lower)
      );`);
    this.addSql('create index invitacion_hotel_email on invitacion_hotel (email_lower);');
  }
}
