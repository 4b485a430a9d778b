import { MENSAJES_RESERVAS, ORIGEN_WEB } from '@recepcion/contracts';
import { MENSAJES_CRUD } from '@recepcion/ui';

/** The reservation dialogs' user-facing texts (spec sections 4, 5 and 8): the API's (libs/contracts) and the dialogs' own. */
export const MENSAJES = {
  ...MENSAJES_RESERVAS,
  ...MENSAJES_CRUD,
  confirmarQuitar: '¿Confirma que desea quitar este registro?',
  descartarCambios: 'Hay cambios sin guardar en la reserva. ¿Desea descartarlos?',
  // Room line
  seleccioneTipoHabitacion: 'Seleccione un Tipo de Habitación',
  ingresePrecioRegimen: 'Ingrese el precio del régimen',
  sinPrecio: 'Sin precio',
  /** A typed total the unit price cannot give exactly (a price per night in whole cents or units). */
  totalAjustado: (total: string, escrito: string, porPersona: boolean) =>
    `El total quedó en ${total}: ${escrito} no se reparte en partes iguales por noche${porPersona ? ' y pasajero' : ''}.`,
  // Charge and income
  ingreseTotal: 'Ingrese el Total',
  /** A new hotel has no charges yet: where an administrator adds them. */
  sinCargosConfigurados: 'El hotel aún no tiene cargos: un administrador los agrega en Configuración › Cargos.',
  // Passenger
  pasajeroAnadido: 'Se añadio pasajero',
  pasajeroActualizado: 'Se actualizo pasajero',
  // Quick client
  ingreseNombre: 'Falta ingresar el Nombre',
  ingreseCiudad: 'Falta ingresar la ciudad',
  // Other texts
  cargando: 'Cargando reserva…',
  errorCarga: 'No se pudo cargar la reserva.',
  recargar: '¿Desea volver a cargar la reserva? Se perderán los cambios no guardados.',
  motivoPregunta: '¿Por qué se anula la reserva?',
  /** Why the status buttons of a cancelled reservation are off (the server refuses any status). */
  reservaAnulada: 'La reserva está anulada',
  claveCheckOut: 'Ingrese la contraseña de check-out del hotel',
} as const;

export const moverLineasCheckIn = (fecha: string, cantidad: number) =>
  cantidad === 1 ? `¿Mover también la habitación que comienza el ${fecha}?` : `¿Mover también las ${cantidad} habitaciones que comienzan el ${fecha}?`;

/** A room type or meal plan the price list has no price for: the price is typed by hand. */
export const noHayTarifa = (servicio: string, monedaId: string, fecha: string) => `No hay tarifa para ${servicio} en ${monedaId} el ${fecha}: ingrese el precio.`;

/**
 * Where a reservation came from when not the front desk (`Origen`): «Web (reservada en la página
 * del hotel)» for the hotel's booking page (libs/contracts `ORIGEN_WEB`), any other origin as it is.
 */
export const textoOrigen = (origen: string): string => (origen === ORIGEN_WEB ? `${origen} (reservada en la página del hotel)` : origen);

