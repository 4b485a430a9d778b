import { MENSAJES_CIERRE as M } from '@recepcion/contracts';
import { formatearFecha, sumarDias } from '@recepcion/domain';

/** Where a hotel's closes stand: the closed run of dates is `primeraFecha`..`cerradoHasta`. */
export interface EstadoCierres {
  cerradoHasta: string | null;
  primeraFecha: string | null;
}

/** A close or a reopening the rules refuse; its message is the Spanish 400. */
export class CierreRechazadoError extends Error {}

export type DecisionCierre = { tipo: 'cerrar'; primerCierre: boolean } | { tipo: 'yaCerrada' };

/** The date a close proposes: the day after the last closed one, or yesterday for a first close. */
export function proximaFecha(hoy: string, estado: EstadoCierres): string {
  return estado.cerradoHasta ? sumarDias(estado.cerradoHasta, 1) : sumarDias(hoy, -1);
}

/**
 * Closing `fecha` on the hotel's day `hoy`. A date of the closed run is already closed (the close
 * answers its snapshot: idempotent); only past dates close; the first close may be any of them,
 * then each close is the day after the last one.
 */
export function decidirCierre(fecha: string, hoy: string, estado: EstadoCierres): DecisionCierre {
  const { cerradoHasta, primeraFecha } = estado;
  if (cerradoHasta && fecha <= cerradoHasta) {
    if (primeraFecha && fecha < primeraFecha) throw new CierreRechazadoError(M.anteriorAlPrimerCierre(formatearFecha(primeraFecha)));
    return { tipo: 'yaCerrada' };
  }
  if (fecha >= hoy) throw new CierreRechazadoError(M.soloFechasPasadas(formatearFecha(hoy)));
  if (cerradoHasta && fecha !== sumarDias(cerradoHasta, 1)) throw new CierreRechazadoError(M.siguienteEnOrden(formatearFecha(sumarDias(cerradoHasta, 1))));
  return { tipo: 'cerrar', primerCierre: cerradoHasta === null };
}

/**
 * Reopening `fecha`: only the last closed date. The closed run then ends the day before, or there
 * is none when it was the run's only date (the next close is a first close again).
 */
export function decidirReapertura(fecha: string, estado: EstadoCierres): { cerradoHasta: string | null } {
  const { cerradoHasta, primeraFecha } = estado;
  if (!cerradoHasta || fecha !== cerradoHasta) throw new CierreRechazadoError(M.soloUltimoSeReabre(cerradoHasta ? formatearFecha(cerradoHasta) : null));
  return { cerradoHasta: primeraFecha && fecha > primeraFecha ? sumarDias(fecha, -1) : null };
}
