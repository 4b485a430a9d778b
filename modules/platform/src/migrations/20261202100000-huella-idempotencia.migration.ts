import { Migration } from '@mikro-orm/migrations';

/**
 * An Idempotency-Key is kept with a digest of the request that used it: the same key with another
 * body answers 422 instead of the first request's result. Keys claimed before have none (not compared).
 */
export class HuellaIdempotenciaMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table event_store.processed_commands add column huella text;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table event_store.processed_commands drop column huella;');
  }
}
