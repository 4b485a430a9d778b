/** `{reservaId}-{lineaId}`: a calendar cell is a room line of a reservation. */
export const idCelda = (reservaId: number, lineaId: number) => `${reservaId}-${lineaId}`;

/** The cell id back to its reservation and line; null when it is not one. */
export function leerIdCelda(id: string): { reservaId: number; lineaId: number } | null {
  const m = /^(\d{1,9})-(\d{1,9})$/.exec(id);
  return m ? { reservaId: Number(m[1]), lineaId: Number(m[2]) } : null;
}
