import { Migration } from '@mikro-orm/migrations';

export class LogClienteMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table log_cliente (
        id serial primary key,
        tag text null,
        message text not null,
        category text null,
        url text null,
        hotel_id_client text null,
        user_id_client text null,
        version_client text null,
        version_backend text not null,
        navegador text null,
        sistema_operativo text null,
        last_click text null,
        line_number int null,
        column_number int null,
        stack_trace text null,
        user_agent text null,
        session_hotel_id int null,
        session_user_id int null,
        created_at timestamptz not null
      );`);
    this.addSql('create index log_cliente_created_at on log_cliente (created_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists log_cliente;');
  }
}
