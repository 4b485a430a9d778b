import { prepareValue } from 'pg/lib/utils';

/** A statement prepared (Parse done) on the connection it goes to: only bound and executed. */
export interface SentenciaPreparada {
  name: string;
  text: string;
  values: unknown[];
}

type Fila = Record<string, unknown>;

/** What node-postgres' connection takes from a submittable: the extended protocol's messages. */
interface ConexionProtocolo {
  bind(config: { statement: string; values: unknown[]; valueMapper: (valor: unknown) => unknown }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
}

/**
 * Several prepared statements as one implicit transaction of the extended protocol: Bind, Describe
 * and Execute for each, then a single Sync. PostgreSQL runs them in order, commits them together at the
 * Sync (or, at the first error, skips the rest and rolls everything back), and answers them in one
 * write. Without BEGIN and COMMIT a transaction is one round trip with one flush each way.
 *
 * A node-postgres "submittable" (`client.query(submittable)`, the interface pg-cursor uses): the
 * client hands it the backend's messages until ReadyForQuery.
 */
export class TandaSincronizada {
  callback?: (error: Error | null, filas?: Fila[][]) => void;
  /** Marks it for whoever counts statements and transactions (tools/bench/sentencias-por-reserva.js). */
  readonly unaTransaccion = true;
  private readonly resultados: Fila[][] = [];
  private filas: Fila[] = [];
  private campos: { name: string; leer: (texto: string) => unknown }[] = [];
  private fallo: Error | null = null;

  constructor(
    private readonly sentencias: SentenciaPreparada[],
    private readonly parser: (oid: number) => (texto: string) => unknown,
  ) {}

  /** The statements' texts, `;`-separated (for logs and counters). */
  get text(): string {
    return this.sentencias.map((s) => s.text).join(';\n');
  }

  submit(conexion: ConexionProtocolo): void {
    for (const s of this.sentencias) {
      conexion.bind({ statement: s.name, values: s.values, valueMapper: prepareValue });
      // The columns of the rows to come (RowDescription), as node-postgres' own queries ask.
      conexion.describe({ type: 'P', name: '' });
      conexion.execute({ portal: '', rows: 0 });
    }
    conexion.sync();
  }

  handleRowDescription(mensaje: { fields: { name: string; dataTypeID: number }[] }): void {
    this.campos = mensaje.fields.map((f) => ({ name: f.name, leer: this.parser(f.dataTypeID) }));
  }

  handleDataRow(mensaje: { fields: (string | null)[] }): void {
    const fila: Fila = {};
    mensaje.fields.forEach((valor, i) => {
      fila[this.campos[i].name] = valor === null ? null : this.campos[i].leer(valor);
    });
    this.filas.push(fila);
  }

  handleCommandComplete(): void {
    this.resultados.push(this.filas);
    this.filas = [];
    this.campos = [];
  }

  handleEmptyQuery(): void {
    this.resultados.push([]);
  }

  handlePortalSuspended(): void {
    // Every Execute asks for all its rows: never suspended.
  }

  /** The first error: PostgreSQL skips the rest up to the Sync and rolls the transaction back. */
  handleError(error: Error): void {
    if (this.fallo) return;
    this.fallo = error;
    this.responder(error);
  }

  handleReadyForQuery(): void {
    if (!this.fallo) this.responder(null, this.resultados);
  }

  private responder(error: Error | null, filas?: Fila[][]): void {
    const callback = this.callback;
    this.callback = undefined;
    callback?.(error, filas);
  }
}
