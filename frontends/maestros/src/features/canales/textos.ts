import type { ResultadoSincronizacion } from '@recepcion/contracts';
import { formatearMomento } from '@recepcion/domain';

/** The page's own texts (the server's messages come from libs/contracts `MENSAJES_CANALES`). */
export const TEXTOS_CANALES = {
  titulo: 'Canales',
  descripcion:
    'Sincronice la ocupación de cada habitación con Booking.com, Airbnb y otros canales mediante calendarios iCal: cada canal lee el enlace de exportación de la habitación y Recepción importa el calendario del canal.',
  agregar: 'Agregar canal',
  cargando: 'Cargando canales…',
  error: 'No se pudo cargar la lista de canales.',
  sinHabitaciones: 'El hotel no tiene habitaciones. Agréguelas en Configuración › Habitaciones.',
  sinCanales: 'Esta habitación no importa el calendario de ningún canal.',
  /** GET /api/Canales answers 403 to reception and read-only users: the feeds' addresses are secrets. */
  soloAdministradores:
    'Solo un administrador puede ver los canales y sus enlaces de calendario, porque cada enlace da acceso a la ocupación de la habitación. Los conflictos con los canales se muestran arriba.',
  conflictos: 'Conflictos con los canales',
  conflictosDescripcion: 'Estadías de un canal que coinciden con noches ya ocupadas en Recepción. Resuélvalos en el canal o moviendo la reserva; se cierran solos cuando dejan de coincidir.',
  sinConflictos: 'No hay conflictos con los canales',
  cargandoConflictos: 'Cargando conflictos…',
  errorConflictos: 'No se pudo cargar la lista de conflictos.',
  conflictoDescartado: 'Conflicto descartado',
  guardado: 'Guardado con éxito',
  eliminado: 'Eliminado con éxito',
  copiado: 'Copiado',
  noCopiado: 'No se pudo copiar: seleccione el enlace y cópielo con Ctrl+C.',
  enlaceRenovado: 'Enlace renovado: pegue el nuevo en cada canal que usaba el anterior.',
} as const;

export const confirmarEliminarCanal = (canal: string, habitacion: string) =>
  `¿Eliminar el canal ${canal} de la habitación ${habitacion}? Las noches que ocupan sus estadías quedarán libres en el calendario de Recepción.`;

export const confirmarRenovarEnlace = (de: string) =>
  `¿Renovar el enlace ${de}? La dirección actual dejará de funcionar de inmediato: los canales que la usan no verán la ocupación hasta que pegue la nueva en cada uno.`;

const cantidad = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/** `2 nuevas, 1 actualizada, 0 liberadas, 1 conflicto`: what one pull did. */
export function textoResultado(r: ResultadoSincronizacion): string {
  return [
    cantidad(r.Nuevos, 'nueva', 'nuevas'),
    cantidad(r.Actualizados, 'actualizada', 'actualizadas'),
    cantidad(r.Liberados, 'liberada', 'liberadas'),
    cantidad(r.Conflictos, 'conflicto', 'conflictos'),
  ].join(', ');
}


/** `2027-08-03T18:05:00Z` → `03-08-2027 14:05` in the browser's time zone; '' for null or unreadable. */
export const fechaHora = (iso: string | null | undefined): string => formatearMomento(iso);

/**
 * A feed address short enough for a card: the host, then `…` and the last part of the path
 * (`admin.booking.com/…/ical.ics`). The whole address is in the edit dialog.
 */
export function urlCorta(url: string, maximo = 48): string {
  let destino: URL;
  try {
    destino = new URL(url);
  } catch {
    return url.length > maximo ? `${url.slice(0, maximo - 1)}…` : url;
  }
  const partes = destino.pathname.split('/').filter(Boolean);
  const ultima = partes.at(-1) ?? '';
  const completa = `${destino.host}${destino.pathname === '/' ? '' : destino.pathname}`;
  if (completa.length <= maximo && !destino.search) return completa;
  const corta = partes.length > 1 ? `${destino.host}/…/${ultima}` : `${destino.host}/${ultima}${destino.search ? '…' : ''}`;
  return corta.length > maximo ? `${corta.slice(0, maximo - 1)}…` : corta;
}
