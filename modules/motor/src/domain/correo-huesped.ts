import { type IdiomaMotor, MENSAJES_MOTOR as M } from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';

/** `1 adulto y 2 niños`, `2 adults and 1 child`: the guests, in the guest's language. */
export function huespedes(idioma: IdiomaMotor, adultos: number, ninos: number): string {
  const [adulto, adultosN, nino, ninosN, y] = idioma === 'en' ? ['adult', 'adults', 'child', 'children', 'and'] : ['adulto', 'adultos', 'niño', 'niños', 'y'];
  const a = `${adultos} ${adultos === 1 ? adulto : adultosN}`;
  return ninos > 0 ? `${a} ${y} ${ninos} ${ninos === 1 ? nino : ninosN}` : a;
}

export interface DatosCorreoHuesped {
  codigo: number;
  hotel: string;
  nombre: string;
  tipo: string;
  checkIn: string;
  checkOut: string;
  adultos: number;
  ninos: number;
  /** Already written: `430,98 USD`. */
  total: string;
  /** The last day to cancel free of charge (`yyyy-MM-dd`). */
  anularHasta: string;
}

/** The guest's confirmation mail in the language they booked in (dates dd-MM-yyyy in both). */
export function correoHuesped(idioma: IdiomaMotor, d: DatosCorreoHuesped, enlace: string): { asunto: string; texto: string } {
  const desde = formatearFecha(d.checkIn);
  const hasta = formatearFecha(d.checkOut);
  const gente = huespedes(idioma, d.adultos, d.ninos);
  if (idioma === 'en') {
    return {
      asunto: M.asuntoHuespedEn(d.hotel, d.codigo),
      texto: [
        `Hello ${d.nombre},`,
        '',
        `Your booking ${d.codigo} at ${d.hotel} is confirmed as received: ${d.tipo}, from ${desde} to ${hasta}, ${gente}. Total: ${d.total}.`,
        `You can cancel it free of charge until ${formatearFecha(d.anularHasta)}.`,
        '',
        `See or cancel your booking here: ${enlace}`,
      ].join('\n'),
    };
  }
  return {
    asunto: M.asuntoHuesped(d.hotel, d.codigo),
    texto: [
      `Hola ${d.nombre}:`,
      '',
      `Su reserva ${d.codigo} en ${d.hotel} está registrada: ${d.tipo}, del ${desde} al ${hasta}, ${gente}. Total: ${d.total}.`,
      `Puede cancelarla sin costo hasta el ${formatearFecha(d.anularHasta)}.`,
      '',
      `Vea o cancele su reserva aquí: ${enlace}`,
    ].join('\n'),
  };
}
