/**
 * Work per hotel that follows its committed changes (a re-check of what a change may have freed):
 * each change asks for it; it starts `esperaMs` later and every ask of the hotel in the meantime
 * joins it, so hundreds of changes a second pay one run; an ask while it runs (it may have read
 * before that change) runs it once more after. `avisar` is whether some ask of a run wants it to
 * tell the sessions what it found. Runs of one hotel never overlap in this process.
 */
export class RevisionPorHotel {
  private readonly pedidas = new Map<number, { empezada: boolean; otraVez: boolean; avisar: boolean }>();

  constructor(
    private readonly revisar: (hotelId: number, avisar: boolean) => Promise<void>,
    private readonly esperaMs: number,
    private readonly alFallar: (error: unknown, hotelId: number) => void,
  ) {}

  pedir(hotelId: number, avisar = false): void {
    const pedida = this.pedidas.get(hotelId);
    if (!pedida) return this.programar(hotelId, avisar);
    pedida.otraVez ||= pedida.empezada;
    pedida.avisar ||= avisar;
  }

  private programar(hotelId: number, avisar: boolean): void {
    const pedida = { empezada: false, otraVez: false, avisar };
    this.pedidas.set(hotelId, pedida);
    setTimeout(() => {
      pedida.empezada = true;
      const conAviso = pedida.avisar;
      pedida.avisar = false;
      this.revisar(hotelId, conAviso)
        .catch((error: unknown) => this.alFallar(error, hotelId))
        .finally(() => {
          this.pedidas.delete(hotelId);
          if (pedida.otraVez) this.programar(hotelId, pedida.avisar);
        });
    }, this.esperaMs).unref();
  }
}
