import { Migration } from '@mikro-orm/migrations';

export class CuentaMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table empresa (
        id serial primary key,
        nombre text not null,
        direccion text null,
        ciudad text null,
        pais_id int null,
        telefono1 text null,
        persona_contacto text null,
        giro text null,
        mensaje_check_out text null,
        tope_reservas int null,
        tope_reservas_vigentes int null,
        fecha_registro timestamptz not null
      );`);
    this.addSql(`
      create table hotel (
        id serial primary key,
        empresa_id int not null references empresa (id),
        nombre text not null,
        creado_en timestamptz not null
      );`);
    this.addSql(`
      create table configuracion (
        id serial primary key,
        hotel_id int not null unique references hotel (id),
        nombre text not null,
        moneda_id text null,
        tipo_impuesto_id int null,
        impuesto_incluido boolean not null default true,
        tipo_impuesto_sa_id int null,
        impuesto_incluido_sa boolean not null default true,
        precio_habitacion_por_persona boolean not null default false,
        precio_regimen_por_persona boolean not null default true,
        encabezado text null,
        pais_id int null,
        configurado boolean not null default false,
        email text null
      );`);
    this.addSql(`
      create table usuario (
        id serial primary key,
        nombre text not null,
        email text not null,
        email_lower text not null unique,
        password_hash text not null,
        es_operador boolean not null default false,
        creado_en timestamptz not null
      );`);
    this.addSql(`
      create table hotel_usuario (
        id serial primary key,
        hotel_id int not null references hotel (id),
        usuario_id int not null references usuario (id),
        tipo_usuario text not null default 'AD',
        constraint hotel_usuario_unico unique (hotel_id, usuario_id)
      );`);
    // Only a hash of the session token is stored: a leaked table does not sign anyone in.
    this.addSql(`
      create table sesion (
        id_hash text primary key,
        usuario_id int not null references usuario (id) on delete cascade,
        hotel_id int not null references hotel (id),
        recordar boolean not null,
        creada_en timestamptz not null,
        expira_en timestamptz not null
      );`);
    this.addSql('create index sesion_usuario on sesion (usuario_id);');
    this.addSql(`
      create table intento_login (
        id bigserial primary key,
        email_lower text not null,
        ip text null,
        ocurrido_en timestamptz not null
      );`);
    this.addSql('create index intento_login_email on intento_login (email_lower, ocurrido_en);');
    this.addSql(`
      create table usuario_bloqueado (
        lower_mail text primary key,
        bloqueado_en timestamptz not null,
        intentos int not null
      );`);
    this.addSql(`
      create table token_recuperacion (
        token_hash text primary key,
        usuario_id int not null references usuario (id) on delete cascade,
        expira_en timestamptz not null,
        usado_en timestamptz null
      );`);
    this.addSql(`
      create table correo_saliente (
        id serial primary key,
        para text not null,
        asunto text not null,
        texto text not null,
        html text null,
        creado_en timestamptz not null,
        enviado_en timestamptz null
      );`);
  }
}
