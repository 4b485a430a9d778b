/** A clock tests move by hand (sliding sessions, lockout windows) instead of sleeping. */
export class RelojDePrueba {
  private ahora: number;

  constructor(inicio: Date | string = '2026-11-22T12:00:00Z') {
    this.ahora = new Date(inicio).getTime();
  }

  readonly leer = (): Date => new Date(this.ahora);

  avanzarMinutos(minutos: number): void {
    this.ahora += minutos * 60_000;
  }

  avanzarDias(dias: number): void {
    this.avanzarMinutos(dias * 24 * 60);
  }
}
