/**
 * Work every API process runs on a timer (a schedule's look for what is due). One look at a time
 * in a process: a look still running when the timer fires again is the one answered. The timer
 * does not keep the process alive; stopping waits for the look under way, which should ask
 * `sigue()` between its steps. Which process does each item is the work's own business (a claim
 * in its row).
 */
export class TareaPeriodica {
  private temporizador: NodeJS.Timeout | null = null;
  private enCurso: Promise<void> | null = null;
  private detenida = false;

  constructor(private readonly trabajo: (sigue: () => boolean) => Promise<void>) {}

  /** Looks every `intervaloMs`; 0 or less: never (only when asked, `mirar`). */
  iniciar(intervaloMs: number): void {
    if (intervaloMs <= 0 || this.temporizador) return;
    this.temporizador = setInterval(() => void this.mirar(), intervaloMs);
    this.temporizador.unref();
  }

  /** One look now, or the one under way. */
  mirar(): Promise<void> {
    this.enCurso ??= this.trabajo(() => !this.detenida).finally(() => (this.enCurso = null));
    return this.enCurso;
  }

  async detener(): Promise<void> {
    this.detenida = true;
    if (this.temporizador) clearInterval(this.temporizador);
    this.temporizador = null;
    await this.enCurso;
  }
}
