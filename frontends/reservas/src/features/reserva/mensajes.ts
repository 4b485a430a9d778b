/** The reservation dialogs' user-facing texts (spec sections 4, 5 and 8), in one place. */
export const MENSAJES = {
  guardado: 'Guardado con éxito',
  eliminado: 'Eliminado con éxito',
  anulado: 'Anulado con éxito',
  confirmarEliminar: '¿Confirma que desea eliminar este registro?',
  confirmarQuitar: '¿Confirma que desea quitar este registro?',
  descartarCambios: 'Hay cambios sin guardar en la reserva. ¿Desea descartarlos?',
  faltanHabitaciones: 'Faltan ingresar las habitaciones',
  ocupadaPropia: 'La habitación está ocupada por la propia reserva',
  noDisponible: 'Habitación no disponible',
  yaAnulada: 'La reserva ya está anulada',
  motivoAnulacion: 'Indique el motivo de la anulación',
  contrasenaIncorrecta: 'Contraseña incorrecta',
  // General
  seleccioneCheckIn: 'Seleccione una fecha Check-In',
  seleccioneCheckOut: 'Seleccione una fecha Check-Out',
  checkOutPosterior: 'El Check-Out debe ser posterior al check-In',
  seleccioneCliente: 'Seleccione un Cliente',
  seleccioneEstado: 'Seleccione un estado',
  seleccioneFormaPago: 'Seleccione una forma de pago',
  seleccioneMoneda: 'Seleccione una moneda',
  seleccioneImpuesto: 'Seleccione un Impuesto',
  correoNoValido: 'El correo no es válido',
  // Room line
  seleccioneHabitacion: 'Seleccione una Habitación',
  seleccioneTipoHabitacion: 'Seleccione un Tipo de Habitación',
  ingresePasajeros: 'Ingrese la cantidad de pasajeros',
  ingresePrecio: 'Ingrese el precio del alojamiento',
  precioNegativo: 'El precio debe ser mayor o igual a cero',
  // Charge and income
  seleccioneFecha: 'Seleccione una Fecha',
  seleccioneHabitacionOCliente: 'Seleccione una habitación o un cliente',
  seleccioneCargo: 'Seleccione un cargo',
  ingresePrecioCargo: 'Ingrese el Precio',
  ingreseCantidad: 'Ingrese la Cantidad',
  ingreseTotal: 'Ingrese el Total',
  ingreseConcepto: 'Ingrese el Concepto',
  ingreseValor: 'Ingrese el Valor',
  seleccioneFormaPagoIngreso: 'Seleccione una Forma de Pago',
  // Passenger
  faltaHabitacion: 'Falta seleccionar la habitación',
  faltaPasajero: 'Falta seleccionar el pasajero',
  pasajeroAnadido: 'Se añadio pasajero',
  pasajeroActualizado: 'Se actualizo pasajero',
  pasajeroRepetido: 'El pasajero ya está en esa habitación',
  // Quick client
  ingreseNombre: 'Falta ingresar el Nombre',
  ingreseCiudad: 'Falta ingresar la ciudad',
  // Other texts
  cargando: 'Cargando reserva…',
  errorCarga: 'No se pudo cargar la reserva.',
  recargar: '¿Desea volver a cargar la reserva? Se perderán los cambios no guardados.',
  motivoPregunta: '¿Por qué se anula la reserva?',
  claveCheckOut: 'Ingrese la contraseña de check-out del hotel',
} as const;

export const moverLineasCheckIn = (fecha: string, cantidad: number) =>
  cantidad === 1 ? `¿Mover también la habitación que comienza el ${fecha}?` : `¿Mover también las ${cantidad} habitaciones que comienzan el ${fecha}?`;
