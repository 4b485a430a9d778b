/**
 * pglite-socket 0.2.17 queues the wire-protocol messages of all connections one by one. Outside a
 * transaction it may run connection B's Parse between connection A's Parse and Bind. PGlite has
 * one session, so there is one unnamed prepared statement: A then binds B's statement, or gets
 * "unnamed prepared statement does not exist". Seen in the test runs as soon as several API
 * processes shared one PGlite.
 *
 * The fix keeps a connection's extended-protocol batch together. After a message that does not
 * end a batch (anything but Sync, a simple Query or Terminate), the queue takes only that
 * connection's next messages, as the library already does inside a transaction. The queue's own
 * fields are used as the library names them. `instalarLotesPorConexion` refuses (and changes
 * nothing) if they are not there, so an upgrade cannot silently drop the fix.
 */

interface Mensaje {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (datos: Uint8Array) => void;
}

interface ColaPglite {
  queue: Mensaje[];
  processing: boolean;
  lastHandlerId: number | null;
  db: {
    isInTransaction(): boolean;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    execProtocolRawStream(mensaje: Uint8Array, opciones: { onRawData: (datos: Uint8Array) => void }): Promise<unknown>;
  };
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

const FIN_DE_LOTE = new Set(['S', 'Q', 'X']);

/** Whether the message closes a batch: Sync, a simple Query, Terminate, or a startup message (no type byte). */
export function cierraLote(mensaje: Uint8Array): boolean {
  return mensaje.length === 0 || mensaje[0] === 0 || FIN_DE_LOTE.has(String.fromCharCode(mensaje[0]));
}

export function instalarLotesPorConexion(server: unknown): void {
  const cola = (server as { queryQueue?: ColaPglite }).queryQueue;
  if (!cola || !Array.isArray(cola.queue) || typeof cola.processQueue !== 'function' || typeof cola.clearQueueForHandler !== 'function' || !cola.db) {
    throw new Error('pglite-socket cambió: revise modules/platform/src/database/lotes-por-conexion.ts');
  }
  let enLote = false;

  cola.processQueue = async function processQueue(this: ColaPglite): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const exclusivo = (this.db.isInTransaction() || enLote) && this.lastHandlerId !== null;
        const indice = exclusivo ? this.queue.findIndex((m) => m.handlerId === this.lastHandlerId) : 0;
        // The connection in the middle of its batch or transaction has sent nothing more yet:
        // wait for it (its next message calls this again).
        if (indice === -1) break;
        const [m] = this.queue.splice(indice, 1);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(m.message, {
              onRawData: (datos) => {
                bytes += datos.length;
                m.onData(datos);
              },
            }),
          );
        } catch (error) {
          enLote = false;
          m.reject(error);
          continue;
        }
        this.lastHandlerId = m.handlerId;
        enLote = !cierraLote(m.message);
        m.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const limpiar = cola.clearQueueForHandler.bind(cola);
  cola.clearQueueForHandler = function clearQueueForHandler(this: ColaPglite, handlerId: number): void {
    limpiar(handlerId);
    // A connection gone in the middle of its batch must not hold the others back.
    if (this.lastHandlerId === handlerId && enLote) {
      enLote = false;
      void this.processQueue();
    }
  };
}
