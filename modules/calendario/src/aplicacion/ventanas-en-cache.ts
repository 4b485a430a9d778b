import type { AvisosEntreProcesos, RespuestaJsonComprimida } from '@recepcion/platform';

/** How long a window is kept whatever the notices say: it bounds what another process misses. */
export const VIGENCIA_VENTANA_MS = 10_000;
/** The windows kept, all hotels together (a month is about 280 KB of JSON and its codings). */
const MAX_BYTES = 64 * 1024 * 1024;

/** The notice that a hotel's windows (null: every hotel's) changed without an event: its rooms, a rebuild of the read model. */
export const AVISO_VENTANAS = 'ventanas-calendario';

export function avisarVentanasCambiadas(avisos: AvisosEntreProcesos, hotelId: number | null): void {
  avisos.avisar(AVISO_VENTANAS, hotelId);
}

interface Entrada {
  version: string;
  vence: number;
  respuesta: Promise<RespuestaJsonComprimida>;
  bytes: number;
}

/**
 * The calendar's windows as they were last answered, per hotel, first day and length, with the
 * version of the hotel they were read at. The version is the hotel's last event position (the
 * database says it: every write of the read models commits an event) and a per-process count of
 * change notices for the hotel (its rooms and room types, which are no events; and the writes
 * committed here, should a later commit carry an earlier position). A window whose version differs
 * is read again; concurrent requests for the same window and version share one read. A forced
 * read (`fresca`: the browser's reload) skips the entry and leaves its own in its place.
 */
export class VentanasEnCache {
  private readonly entradas = new Map<string, Entrada>();
  private readonly avisos = new Map<number, number>();
  private avisosGlobales = 0;
  private bytes = 0;

  constructor(private readonly reloj: () => number = Date.now) {}

  /** The hotel's share of the version: its notices and the global ones, as this process has them. */
  avisosDe(hotelId: number): string {
    return `${this.avisosGlobales}.${this.avisos.get(hotelId) ?? 0}`;
  }

  /** A change of the hotel's data (null: of every hotel's) reached this process. */
  cambio(hotelId: number | null): void {
    if (hotelId === null) {
      this.avisosGlobales++;
      return;
    }
    this.avisos.set(hotelId, (this.avisos.get(hotelId) ?? 0) + 1);
    if (this.avisos.size > 100_000) this.avisos.clear();
  }

  async obtener(clave: string, version: string, leer: () => Promise<RespuestaJsonComprimida>, fresca = false): Promise<RespuestaJsonComprimida> {
    const actual = this.entradas.get(clave);
    if (actual && !fresca && actual.version === version && actual.vence > this.reloj()) return actual.respuesta;
    if (actual) this.quitar(clave, actual);
    const entrada: Entrada = { version, vence: this.reloj() + VIGENCIA_VENTANA_MS, respuesta: leer(), bytes: 0 };
    this.entradas.set(clave, entrada);
    try {
      const respuesta = await entrada.respuesta;
      if (this.entradas.get(clave) === entrada) {
        entrada.bytes = respuesta.bytes;
        this.bytes += entrada.bytes;
        this.recortar();
      }
      return respuesta;
    } catch (error) {
      if (this.entradas.get(clave) === entrada) this.entradas.delete(clave);
      throw error;
    }
  }

  private quitar(clave: string, entrada: Entrada): void {
    this.entradas.delete(clave);
    this.bytes -= entrada.bytes;
  }

  /** The oldest windows go first. */
  private recortar(): void {
    for (const [clave, entrada] of this.entradas) {
      if (this.bytes <= MAX_BYTES) return;
      this.quitar(clave, entrada);
    }
  }
}
