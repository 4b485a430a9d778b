import { formatearFecha, isoDeFechaLocal } from '@recepcion/domain';

/** Today on the user's clock, `yyyy-MM-dd`. */
export const hoy = (): string => isoDeFechaLocal(new Date());

/** An ISO instant as the staff reads it, on the user's clock: `27-11-2026 14:05`. */
export function fechaHora(instante: string): string {
  const d = new Date(instante);
  if (Number.isNaN(d.getTime())) return instante;
  const hh = String(d.getHours()).padStart(2, '0');
  const mm = String(d.getMinutes()).padStart(2, '0');
  return `${formatearFecha(isoDeFechaLocal(d))} ${hh}:${mm}`;
}
