/** SQLSTATEs after which the whole transaction may simply run again: deadlock, serialization failure. */
const REINTENTABLES = new Set(['40P01', '40001']);

export const esReintentable = (error: unknown): boolean => REINTENTABLES.has(String((error as { code?: unknown })?.code));

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock's victim (two contested writes
 * taking rows in different orders): it rolled back entirely, so running it again is safe and the
 * client never sees the 40P01. A short random pause lets the other transaction finish first.
 * `tambien`: other errors after which running again is right (a command that names no version
 * meeting another write of the same stream decides again on the new state).
 */
export async function reintentarTransaccion<T>(transaccion: () => Promise<T>, intentos = 6, tambien: (error: unknown) => boolean = () => false): Promise<T> {
  for (let intento = 1; ; intento++) {
    try {
      return await transaccion();
    } catch (error) {
      if (!(esReintentable(error) || tambien(error)) || intento >= intentos) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 25 * intento));
    }
  }
}
