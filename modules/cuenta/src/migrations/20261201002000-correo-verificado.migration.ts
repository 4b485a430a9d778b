import { Migration } from '@mikro-orm/migrations';

/**
 * An e-mail address is proven only by a link sent to it (modules/cuenta/README.md, «Addresses and
 * invitations»): the account's proof (`usuario.correo_verificado_en`), the sign-up's verification
 * links (`token_verificacion`, only their SHA-256), the invitation's own link (its token's hash,
 * its expiry and its last mail), the hotel an accepted invitation moved the user to
 * (`usuario.ultimo_hotel_id`, where the next sign-in lands) and the counters of the invitation
 * limits when Redis is not there (`contador_limite`).
 *
 * Nobody is proven yet: the accounts made so far, and the invitations sent so far, whose mail
 * carried no link, get a hash of a token nobody has (they stay until they expire; a proven
 * address still sees them under «Invitaciones», and the hotel may invite again to send a link).
 */
export class CorreoVerificadoMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table usuario add column correo_verificado_en timestamptz null;');
    this.addSql('alter table usuario add column ultimo_hotel_id int null;');
    this.addSql(`
      create table token_verificacion (
        token_hash text primary key,
        usuario_id int not null references usuario (id) on delete cascade,
        expira_en timestamptz not null,
        usado_en timestamptz null
      );`);
    this.addSql('create index token_verificacion_usuario on token_verificacion (usuario_id);');
    this.addSql('alter table invitacion_hotel add column token_hash text null;');
    this.addSql('alter table invitacion_hotel add column expira_en timestamptz null;');
    this.addSql('alter table invitacion_hotel add column enviada_en timestamptz null;');
    this.addSql(`
      update invitacion_hotel
         set token_hash = md5(random()::text || id::text || clock_timestamp()::text) || md5(random()::text || email_lower),
             expira_en = creada_en + interval '7 days',
             enviada_en = creada_en;`);
    this.addSql('alter table invitacion_hotel alter column token_hash set not null;');
    this.addSql('alter table invitacion_hotel alter column expira_en set not null;');
    this.addSql('alter table invitacion_hotel alter column enviada_en set not null;');
    this.addSql('create unique index invitacion_hotel_token on invitacion_hotel (token_hash);');
    this.addSql(`
      create table contador_limite (
        clave text primary key,
        cuenta int not null,
        desde timestamptz not null
      );`);
  }
}
