/**
 * One reader's pages for one writer (a replay's part): the reader leaves a page once the writer has
 * taken the one before, so the writer writes page N while the reader reads page N + 1, and memory
 * holds at most two pages per part. `null` is the end. A failure on either side (`cerrar`) wakes
 * the other, which then throws that same error: the first failure is the one every side reports.
 */
export class BuzonDePaginas<T> {
  private pagina: { valor: T | null } | undefined;
  private fallo: { error: unknown } | undefined;
  private despertarLector: (() => void) | undefined;
  private despertarEscritor: (() => void) | undefined;

  /** The reader's side: waits until the previous page was taken. */
  async dejar(pagina: T | null): Promise<void> {
    while (this.pagina && !this.fallo) await new Promise<void>((r) => (this.despertarLector = r));
    if (this.fallo) throw this.fallo.error;
    this.pagina = { valor: pagina };
    this.despertar();
  }

  /** The writer's side: the next page, or null at the end. */
  async tomar(): Promise<T | null> {
    while (!this.pagina && !this.fallo) await new Promise<void>((r) => (this.despertarEscritor = r));
    if (this.fallo) throw this.fallo.error;
    const { valor } = this.pagina as { valor: T | null };
    this.pagina = undefined;
    this.despertar();
    return valor;
  }

  /** Ends the exchange with `error` (the first one given stays). */
  cerrar(error: unknown): void {
    this.fallo ??= { error };
    this.despertar();
  }

  private despertar(): void {
    const lector = this.despertarLector;
    const escritor = this.despertarEscritor;
    this.despertarLector = undefined;
    this.despertarEscritor = undefined;
    lector?.();
    escritor?.();
  }
}
