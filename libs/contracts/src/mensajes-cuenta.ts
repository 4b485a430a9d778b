/** Spanish messages of spec sections 5 and 8 for accounts, word for word. */
export const MENSAJES_CUENTA = {
  contrasenaIncorrecta: 'La contraseña es incorrecta.',
  hotelYaConfigurado: 'Hotel ya configurado',
  contrasenaEnviada: 'Su contraseña se le ha enviado al correo.',
  eliminarAccesoPropio: 'No se puede eliminar el acceso a sí mismo',
  // Spec section 6: users edit others, not themselves. Not the spec's text; in its voice.
  cambiarTipoPropio: 'No se puede cambiar el tipo de sí mismo',
  nombreVacio: 'coloque algo en Nombre',
  // Not in the spec's text; written in its voice.
  faltaNombre: 'Falta ingresar el nombre',
  faltaEmail: 'Falta ingresar el correo',
  emailInvalido: 'El correo no es válido',
  faltaContrasena: 'Falta ingresar la contraseña',
  contrasenaCorta: 'La contraseña debe tener al menos 6 caracteres',
  contrasenaCortaUsuario: 'La contraseña debe tener al menos 8 caracteres',
  faltaNombreHotel: 'Falta ingresar el nombre del hotel',
  faltaPais: 'Falta seleccionar el País',
  paisDesconocido: 'El país seleccionado no existe',
  emailRegistrado: 'El correo ya está registrado',
  cuentaBloqueada: 'La cuenta está bloqueada por intentos fallidos. Comuníquese con soporte para desbloquearla.',
  faltaImpuestoNombre: 'Falta indicar el nombre del Impuesto',
  impuestoPorcentaje: 'El porcentaje del impuesto debe estar entre 0 y 50',
  faltaMoneda: 'Seleccione una moneda',
  monedaDesconocida: 'La moneda seleccionada no existe',
  // Not in the spec's text; written in its voice.
  zonaHorariaDesconocida: 'La zona horaria seleccionada no existe',
  // Not in the spec's text; written in its voice.
  impuestoDesconocido: 'El impuesto seleccionado no existe',
  habitacionesMinimo: 'La cantidad de habitaciones debe ser mayor que 0',
  faltaContrasenaActual: 'Falta ingresar la contraseña actual',
  enlaceInvalido: 'El enlace para restablecer la contraseña no es válido o ya expiró',
  usuarioYaTieneAcceso: 'Ese usuario ya tiene acceso a este hotel',
  invitacionEnviada: 'Invitación enviada. La persona tendrá acceso cuando abra el enlace del correo y la acepte.',
  /** The address has an invitation of this hotel waiting, mailed less than `REENVIO_INVITACION_MINUTOS` ago: no second mail. */
  invitacionPendiente: 'Esa dirección ya tiene una invitación pendiente a este hotel y el correo se envió hace poco: no se volvió a enviar. Podrá reenviarla pasados 10 minutos del último envío.',
  invitacionNoDisponible: 'La invitación ya no está disponible',
  invitacionAceptada: 'Invitación aceptada',
  // A user with several hotels switches from the user menu.
  hotelCambiado: 'Ahora trabaja en',
  invitacionRechazada: 'Invitación rechazada',
  // Not in the spec's text; written in its voice.
  invitacionRetirada: 'Invitación retirada: el enlace del correo ya no sirve.',
  /** 429: the hotel sent `INVITACIONES_POR_HOTEL` invitation mails within the hour. */
  demasiadasInvitacionesHotel: 'Este hotel envió demasiadas invitaciones en la última hora. Vuelva a intentarlo más tarde.',
  /** 429: the address got `INVITACIONES_POR_DESTINATARIO` invitation mails within a day, from any hotel. */
  demasiadasInvitacionesCorreo: 'Esa dirección recibió demasiadas invitaciones hoy. Vuelva a intentarlo mañana.',
  enlaceInvitacionInvalido: 'El enlace de la invitación no es válido o ya expiró',
  /** Accepting by the link while signed in as someone else. */
  invitacionParaOtroCorreo: 'Esta invitación es para otra dirección de correo: salga e ingrese con la dirección a la que se envió',
  /** Accepting by the link, signed out, for an address that has an account. */
  invitacionIngreseParaAceptar: 'Esa dirección ya tiene una cuenta: ingrese con ella para aceptar la invitación',
  enlaceVerificacionInvalido: 'El enlace para verificar el correo no es válido o ya expiró',
  correoVerificado: 'Correo verificado',
  correoYaVerificado: 'Su correo ya está verificado',
  verificacionEnviada: 'Le enviamos un correo con el enlace para verificar su dirección',
  /** 429: `EnviarVerificacion` more than `VERIFICACIONES_POR_USUARIO` times within the hour. */
  demasiadasVerificaciones: 'Ya le enviamos varios correos de verificación en la última hora. Revise su bandeja o vuelva a intentarlo más tarde.',
  tipoUsuarioInvalido: 'El tipo de usuario no es válido',
  // Checked only in the browser (the server never sees the repeated password).
  contrasenasDistintas: 'Las contraseñas no coinciden',
  faltaConfirmacion: 'Falta repetir la contraseña',
} as const;

/** Spanish messages of spec section 5 for master data and price tables. */
export const MENSAJES_MAESTROS = {
  faltaNombre: 'Falta ingresar el Nombre',
  seleccioneTipoCargo: 'Seleccione un Tipo de Cargo',
  tipoCargoNoExiste: 'El Tipo de Cargo seleccionado no existe',
  seleccioneTipoHabitacion: 'Seleccione un Tipo de Habitación',
  tipoHabitacionNoExiste: 'El Tipo de Habitación seleccionado no existe',
  cantidadPasajeros: 'La cantidad de pasajeros debe ser un número entero mayor que 0',
  // Not in the spec's text; written in its voice.
  pasajerosPredeterminadoSobreMaximo: 'La cantidad de pasajeros predeterminada no puede superar la máxima',
  habitacionRepetida: 'Ya existe una habitación con ese nombre',
  orden: 'El orden debe ser un número entero',
  faltaNombreFormaPago: 'Falta indicar el nombre de la Forma de Pago',
  faltaNombreImpuesto: 'Falta indicar el nombre del Impuesto',
  faltaPorcentajeImpuesto: 'Falta indicar el porcentaje del Impuesto',
  porcentajeImpuesto: 'El porcentaje del Impuesto debe estar entre 0 y 100',
  faltaNombreTemporada: 'Falta indicar el nombre de la Temporada',
  faltaInicioTemporada: 'Falta indicar la fecha en que comienza la temporada',
  faltaFinTemporada: 'Falta indicar la fecha en que finaliza la temporada',
  finAntesDeInicio: 'La fecha en que finaliza la temporada debe ser posterior a la de inicio',
  temporadaRepetida: 'Ya existe una temporada con ese nombre',
  seleccioneMoneda: 'Seleccione una moneda',
  monedaRepetida: 'Esta moneda ya se está incluida en el listado',
  factor: 'El factor debe ser un número mayor o igual a 0',
  enUso: 'No se puede eliminar: el registro está en uso',
} as const;

/** Price lists (spec section 5, "Price list"); `{kind}` messages per service kind. */
export const MENSAJES_TARIFA = {
  seleccioneTemporada: 'Seleccione una temporada',
  seleccioneMoneda: 'Seleccione una moneda',
  seleccioneImpuesto: 'Seleccione un Impuesto',
  faltaValor: 'Ingrese datos en el campo de Valor',
  /** Line insertion (checked in the browser: a line without a value never reaches the server). */
  ingreseValor: 'Ingrese el Valor',
  valorNegativo: 'El Valor no puede ser negativo',
  tipoServicio: 'El tipo de servicio no es válido',
  servicioNoExiste: 'El servicio seleccionado no existe',
  seleccioneServicio: (kind: string) => `Seleccione un ${kind}`,
  servicioRepetido: (kind: string) => `Este ${kind} ya se está incluido en el listado`,
  /** One list per kind, season and currency: a second one would leave the first one's prices unused. */
  tarifaRepetida: (temporada: string, moneda: string) => `Ya hay una tarifa de la temporada «${temporada}» en ${moneda}: agregue sus precios en ella`,
  /** A stay's price (`CheckOut` in `GetPrecioCalculado`) needs at least one night. */
  checkOutPosterior: 'El Check-Out debe ser posterior al check-In',
} as const;

/** What a price list's lines are, by service kind (spec section 3: 6 room type, 5 regime, 7 charge). */
export const NOMBRE_TIPO_SERVICIO: Record<number, string> = { 6: 'Tipo de Habitación', 5: 'Régimen', 7: 'Cargo' };

/** Clients (spec section 5, "Client"). */
export const MENSAJES_CLIENTE = {
  faltaNombre: 'Falta ingresar el Nombre',
  faltaGiro: 'Falta seleccionar el Giro',
  faltaPais: 'Falta seleccionar el País',
  faltaCiudad: 'Falta ingresar la ciudad',
  paisNoExiste: 'El país seleccionado no existe',
  emailInvalido: 'El correo no es válido',
} as const;
