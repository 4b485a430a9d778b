import { conDialogoReserva, type FilaActividadHotel } from '@recepcion/contracts';
import { formatearMomento } from '@recepcion/domain';

/** The page of each kind of record the log names, when it has one. */
const PAGINAS: Readonly<Record<string, string>> = {
  Habitaciones: '/configuracion/habitaciones',
  TiposHabitacion: '/configuracion/tipos-habitacion',
  Cargos: '/configuracion/cargos',
  GruposServicio: '/configuracion/grupos-servicio',
  Regimenes: '/configuracion/regimenes',
  Clientes: '/clientes/particulares',
  TipoImpuestos: '/tarifario/impuestos',
  FormasPago: '/tarifario/formas-pago',
  Temporadas: '/tarifario/temporadas',
  HotelMonedas: '/tarifario/monedas',
  Tarifa: '/tarifario/tarifario-alojamiento',
  Usuario: '/administracion/usuarios-autorizados',
  Invitacion: '/administracion/usuarios-autorizados',
  Bloqueo: '/reservas/calendario',
  CierreDia: '/configuracion/cierre-dia',
};

/** Where a row leads: a reservation opens it; other records their list; null when nothing to open. */
export function enlaceDe(fila: Pick<FilaActividadHotel, 'Entidad' | 'EntidadId'>): string | null {
  if (fila.Entidad === 'Reserva') return fila.EntidadId ? `/reservas/calendario${conDialogoReserva('', { tipo: 'editar', reservaId: fila.EntidadId })}` : null;
  return PAGINAS[fila.Entidad] ?? null;
}

/** `dd-MM-yyyy HH:mm` in the browser's time. */
export const fechaHora = (iso: string): string => formatearMomento(iso);
