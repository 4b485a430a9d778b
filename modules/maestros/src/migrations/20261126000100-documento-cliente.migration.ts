import { Migration } from '@mikro-orm/migrations';

/**
 * A client's identity document: the type's code (libs/contracts `TIPOS_DOCUMENTO`,
 * checked by the API so the list lives in one place) and its number. Both or neither; existing
 * clients have none.
 */
export class DocumentoClienteMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table cliente
        add column tipo_documento text null,
        add column numero_documento text null,
        add constraint cliente_documento_completo check ((tipo_documento is null) = (numero_documento is null));`);
  }
}
