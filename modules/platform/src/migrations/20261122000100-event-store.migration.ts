import { Migration } from '@mikro-orm/migrations';

export class EventStoreMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql('create extension if not exists unaccent;');
    this.addSql('create schema if not exists event_store;');
    this.addSql(`
      create table event_store.events (
        global_position bigserial primary key,
        stream_id text not null,
        stream_version int not null,
        type text not null,
        data jsonb not null,
        metadata jsonb not null default '{}'::jsonb,
        recorded_at timestamptz not null default now(),
        transaction_id xid8 not null default pg_current_xact_id(),
        constraint events_stream_version_unique unique (stream_id, stream_version)
      );`);
    // Subscriptions read in (transaction_id, global_position) order, below the oldest open transaction.
    this.addSql('create index events_transaction_order on event_store.events (transaction_id, global_position);');
    this.addSql(`
      create table event_store.processed_commands (
        command_id text primary key,
        stream_id text not null,
        first_version int not null,
        last_version int not null,
        recorded_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table event_store.checkpoints (
        subscription_id text primary key,
        transaction_id xid8 not null default '0'::xid8,
        global_position bigint not null default 0,
        updated_at timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop schema if exists event_store cascade;');
  }
}
