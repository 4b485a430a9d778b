import type { DescripcionesOpenApi } from '@recepcion/platform';

/**
 * The API document's Spanish words (GET /api/docs-json), in the spec's wording: one sentence per
 * operation, keyed `METODO /ruta` as the document writes the path, and one per tag. The document
 * adds who may call each operation (public, session, session and the application header).
 *
 * A new endpoint gets its sentence here: apps/api/test/openapi-spectral.e2e.spec.ts runs Spectral's
 * `spectral:oas` rules on the document, and an operation without a description is one of their
 * warnings (the test lists it).
 */

/** A catalogue noun with its article: «el cargo», «la forma de pago». */
type Nombre = [articulo: 'el' | 'la', singular: string, plural: string];

/** The five calls of a generic catalogue (platform's crudController), said for its noun. */
function catalogo(ruta: string, [articulo, singular, plural]: Nombre, notas: { crear?: string; eliminar?: string } = {}): Record<string, string> {
  const un = articulo === 'el' ? 'un' : 'una';
  const lo = articulo === 'el' ? 'lo' : 'la';
  const los = articulo === 'el' ? 'los' : 'las';
  return {
    [`GET /api/${ruta}`]: `Lista ${los} ${plural} del hotel de la sesión.`,
    [`GET /api/${ruta}/{id}`]: `Devuelve ${articulo} ${singular} {id} del hotel (404 si no existe o es de otro hotel).`,
    [`POST /api/${ruta}`]: `Crea ${un} ${singular} (Id 0 o sin Id) y ${lo} devuelve.${notas.crear ? ` ${notas.crear}` : ''}`,
    [`PUT /api/${ruta}/{id}`]: `Modifica ${articulo} ${singular} {id} con los datos enviados y ${lo} devuelve.`,
    [`DELETE /api/${ruta}/{id}`]: `Elimina ${articulo} ${singular} {id} y ${lo} devuelve; ${notas.eliminar ?? `si otros registros ${lo} usan responde 400 con el motivo`}.`,
  };
}

const OPERACIONES: Record<string, string> = {
  // Generic catalogues (Configuración, Tarifario, Clientes, Reservas)
  ...catalogo('Cargos', ['el', 'cargo', 'cargos']),
  ...catalogo('GruposServicio', ['el', 'grupo de servicio (tipo de cargo)', 'grupos de servicio (tipos de cargo)']),
  ...catalogo('Habitaciones', ['la', 'habitación', 'habitaciones']),
  ...catalogo('TiposHabitacion', ['el', 'tipo de habitación', 'tipos de habitación']),
  ...catalogo('Regimenes', ['el', 'régimen', 'regímenes']),
  ...catalogo('Clientes', ['el', 'cliente', 'clientes'], { crear: 'El país 35 (Chile) exige la ciudad.' }),
  ...catalogo('FormasPago', ['la', 'forma de pago', 'formas de pago']),
  ...catalogo('TipoImpuestos', ['el', 'tipo de impuesto', 'tipos de impuesto']),
  ...catalogo('Temporadas', ['la', 'temporada', 'temporadas']),
  ...catalogo('HotelMonedas', ['la', 'moneda del hotel', 'monedas del hotel'], { crear: 'Una moneda ya incluida responde 400.' }),
  ...catalogo('Gastos', ['el', 'gasto', 'gastos']),
  ...catalogo('ListaEspera', ['la', 'reserva en lista de espera', 'reservas en lista de espera']),

  // Reservations
  'POST /api/ReservasB': 'Crea una reserva desde el asistente (datos generales y habitaciones), en estado Sin confirmar o en el EstadoId enviado; con Idempotency-Key un reintento responde la misma reserva y la clave con otros datos responde 422.',
  'GET /api/ReservasB/{id}': 'Devuelve la reserva con sus habitaciones, cargos, ingresos, pasajeros, saldos por moneda y su Version.',
  'PUT /api/ReservasB/{id}': 'Guarda la reserva completa (datos generales, habitaciones y, si vienen, cargos, ingresos y pasajeros); una Version (o If-Match) que no es la última responde 409.',
  'DELETE /api/ReservasB/{id}': 'Elimina la reserva y libera sus noches.',
  'GET /api/ReservasB/{id}/Historial': 'Los cambios de la reserva en orden: quién, cuándo y qué.',
  'PUT /api/ReservasB/GetReservaNuevo': 'Completa una reserva nueva a partir de un borrador (fechas, habitaciones elegidas, cliente) con los valores por defecto del hotel.',
  'PUT /api/ReservasB/GetPrecioCalculado': 'Calcula el precio de un servicio según las tarifas del hotel (fecha o estadía, moneda, pasajeros, impuesto incluido, precio por pasajero); responde HasValue y Value.',
  'GET /api/ReservasB/IsHabitacionDisponible/{habitacionId}/{checkIn}/{checkOut}/{reservaId}/{a}/{b}': 'Indica si la habitación está libre entre el check-in y el check-out, sin contar la reserva indicada (0 para una nueva).',
  'POST /api/ReservasB/ListadoReservas': 'El listado de reservas entre Desde y Hasta, por cliente y con o sin anuladas: una fila por reserva con sus totales por moneda.',
  'POST /api/ReservasB/ListadoReservas/Paginado': 'Una página del listado de reservas, con la cantidad de reservas, pasajeros y los totales por moneda de todas las que cumplen el filtro.',
  'GET /api/calendario/SinConfirmar/{id}': 'Cambia el estado de la reserva a Sin confirmar.',
  'GET /api/calendario/Confirmado/{id}': 'Cambia el estado de la reserva a Confirmado.',
  'GET /api/calendario/ReConfirmado/{id}': 'Cambia el estado de la reserva a Re-Confirmado.',
  'GET /api/calendario/CheckIn/{id}': 'Registra el check-in de la reserva.',
  'GET /api/calendario/CheckOut/{id}': 'Registra el check-out de la reserva; puede responder el mensaje de check-out del hotel (mensajeCheckOut).',
  'PUT /api/calendario/AnularReserva/{id}': 'Anula la reserva con el motivo enviado ({texto}); una reserva ya anulada responde 400.',
  'PUT /api/calendario/NoPresentado/{id}': 'Marca como no presentada una llegada que no vino: la anula con el motivo «No presentado» desde el día de su llegada, salvo que haya ingresado.',
  'GET /api/Cuenta/Hoteles': 'Los hoteles a los que el usuario de la sesión tiene acceso, con su tipo de usuario en cada uno y cuál es el de la sesión.',
  'POST /api/Cuenta/CambiarHotel/{hotelId}': 'Pasa la sesión a otro hotel del usuario (uno sin acceso responde 404); el próximo ingreso llega a ese hotel y las conexiones en vivo cambian de hotel en el acto.',
  'GET /api/Grupo/Resumen': 'Para un usuario con varios hoteles, las cifras de hoy de cada uno lado a lado (ocupación, llegadas, salidas) y los ingresos por habitación del mes por moneda.',
  'GET /api/calendario/reserva-movil/{id}': 'La reserva para la vista móvil de sólo lectura: datos generales, habitaciones, cargos e ingresos.',

  // Calendar
  'GET /api/Calendario/{fecha}': 'La ventana del calendario desde {fecha}: una celda por habitación de reserva (con su saldo por moneda), tipos de habitación, habitaciones y bloqueos; con aLas, como estaba el hotel en ese momento.',
  'GET /api/Calendario/buscar/{fecha}/{texto}': 'Busca reservas por fecha y texto (cliente, grupo o número), sin distinguir mayúsculas ni acentos.',
  'GET /api/Calendario/buscar': 'La misma búsqueda de reservas, con la fecha y el texto como parámetros opcionales.',
  'PUT /api/Calendario/SetTrasladoReserva/{id}': 'Traslada una celda del calendario: las mismas noches, quizá a otra habitación; resultado false si la habitación no está disponible.',
  'PUT /api/Calendario/SetExpandirReservaRecurso/{id}': 'Alarga o acorta la estadía de una celda en la misma habitación; resultado false si la habitación no está disponible.',

  // Room blocks, out of order, waiting list, expenses
  'POST /api/Bloqueos': 'Crea un bloqueo de habitación: Noches noches desde Fecha.',
  'GET /api/Bloqueos/{id}': 'Devuelve el bloqueo de habitación {id}.',
  'PUT /api/Bloqueos/{id}': 'Modifica el bloqueo de habitación {id}.',
  'DELETE /api/Bloqueos/{id}': 'Elimina el bloqueo de habitación {id}.',
  'GET /api/Bloqueos/Busqueda/{desde}': 'Los bloqueos de habitación desde la fecha {desde}.',
  'GET /api/FueraServicio': 'Las habitaciones fuera de servicio del hotel, con su motivo.',
  'POST /api/FueraServicio': 'Pone una habitación fuera de servicio unas noches, con su motivo; si choca con reservas responde 400 nombrándolas.',
  'DELETE /api/FueraServicio/{id}': 'Quita el fuera de servicio {id}: la habitación vuelve a estar disponible.',
  'GET /api/ListaEspera/Busqueda/{desde}/{hasta}': 'Las solicitudes pendientes de la lista de espera entre dos fechas, cada una con HayDisponibilidad: si ahora hay tantas habitaciones libres en sus noches como pide.',
  'POST /api/ListaEspera/{id}/Reservar': 'Convierte la solicitud en una reserva con su cliente, fechas y pasajeros en habitaciones libres (o responde «Habitación no disponible»); repetirla responde la misma reserva.',
  'GET /api/Gastos/Busqueda/{desde}/{hasta}': 'Los gastos entre dos fechas.',

  // Reports
  'GET /api/Informes/InfActividadOcupacion/{desde}/{hasta}/{giroId}': 'Actividad por cliente, ocupación: reservas y noches de habitación en la ventana (meses completos, 13 como máximo); giroId 0, todos los giros.',
  'GET /api/Informes/InfActividadCargos/{desde}/{hasta}/{giroId}': 'Actividad por cliente, cargos: por moneda, alojamiento de las noches, cargos e ingresos con fecha en la ventana.',
  'GET /api/Informes/InfActividadHuespedes/{desde}/{hasta}/{giroId}': 'Actividad por cliente, huéspedes: llegadas en la ventana y noches por huésped.',
  'GET /api/Informes/InfActividadReservas/{desde}/{hasta}/{giroId}': 'Actividad por cliente, reservas: las que llegan en la ventana, sus noches y pasajeros.',
  'GET /api/Informes/InfNacionalINE/{desde}': 'Informe INE de ciudades: pasajeros residentes en el país del hotel por ciudad, del mes de {desde} (llegadas, noches, pernoctaciones).',
  'GET /api/Informes/InfPaisesINE/{desde}': 'Informe INE de países: pasajeros por país de residencia, del mes de {desde} (llegadas, noches, pernoctaciones).',
  'GET /api/Informes/InfEstadisticaDiaria/{desde}': 'Estadística diaria desde {desde} hasta el fin de su mes: una fila por día y moneda (4 como máximo).',
  'GET /api/Informes/InfEstadisticaDiaria/{desde}/{hasta}': 'Estadística diaria entre dos fechas (13 meses como máximo): una fila por día y moneda (4 como máximo).',
  'GET /api/Informes/InfEstadisticaMensual/{desde}/{hasta}': 'Estadística mensual en meses completos (13 como máximo): una fila por mes y moneda (4 como máximo).',
  'GET /api/Informes/InfEstadoHotel/{fecha}': 'Estado del hotel para camarería en {fecha}: cada habitación con quién sale, llega o está, o si está libre o bloqueada.',
  'GET /api/Informes/InfHabitacionesDisponibles/{desde}': 'Habitaciones disponibles por tipo (25 tipos como máximo) y por día, desde {desde} hasta el fin de su mes.',
  'GET /api/Informes/InfReservasCargosIngresos/{desde}/{hasta}': 'Reservas con cargo, ingreso y saldo por moneda de las estadías en la ventana (13 meses como máximo); con aLas, como estaban en ese momento.',
  'GET /api/Informes/InfEstados/{fecha}': 'El tablero de inicio: habitaciones por estado de reserva esa noche, las del hotel, llegadas, salidas, alojados y los próximos 14 días.',
  'GET /api/Informes/InfCajaFechaHabitacion/{fecha}': 'Caja diaria por habitación: cada habitación con la estadía que tiene ese día, una fila por moneda; con aLas, como estaba en ese momento.',

  // Clients and autocompletes
  'GET /api/Clientes/Giros': 'Los giros de cliente: Particular, Hotel, Agencia de Viajes, Transporte, Municipalidad y Otro tipo de empresa.',
  'POST /api/Clientes/Giro/{giroId}': 'Los clientes de un giro que coinciden con {texto} (giro 0: todas las empresas), para la página de clientes.',
  'POST /api/Clientes/Documentos': 'Estos clientes del hotel con su documento, en una sola llamada (la pestaña de pasajeros).',
  'GET /api/Autocomplete/Cliente/{id}': 'Un cliente del hotel como lo muestra el autocompletado: Id y Nombre.',
  'GET /api/Autocomplete/Pasajero/{id}': 'Un pasajero (cliente particular) como lo muestra el autocompletado: Id y Nombre.',
  'POST /api/Autocomplete/Clientes': 'Clientes cuyo nombre coincide con {texto} al comienzo de una palabra, sin distinguir mayúsculas ni acentos.',
  'POST /api/Autocomplete/Pasajeros': 'Pasajeros cuyo nombre coincide con {texto} al comienzo de una palabra, sin distinguir mayúsculas ni acentos.',

  // Price lists, currencies, countries
  'GET /api/TarifasB/{hotelId}/{tipo}': 'Las tarifas del hotel de un tipo de servicio (6 tipo de habitación, 5 régimen, 7 cargo).',
  'GET /api/TarifasB/{id}': 'Devuelve la tarifa {id} con sus líneas (DetalleTarifa).',
  'POST /api/TarifasB': 'Crea una tarifa con sus líneas: temporada, moneda, impuesto y un valor por servicio.',
  'PUT /api/TarifasB/{id}': 'Modifica la tarifa {id} y sus líneas.',
  'DELETE /api/TarifasB/{id}': 'Elimina la tarifa {id}.',
  'GET /api/Monedas': 'El catálogo de monedas: IDMoneda, Nombre y si usa centavos.',
  'POST /api/Monedas': 'Agrega una moneda al catálogo global (sólo operadores); una que ya existe responde 400.',
  'PUT /api/Monedas/{id}': 'Modifica el nombre o los centavos de una moneda del catálogo global (sólo operadores).',
  'DELETE /api/Monedas/{id}': 'Quita una moneda del catálogo global (sólo operadores); si algún hotel la usa responde 400.',
  'GET /api/Paises': 'El catálogo de países con la moneda con que comienza un hotel de cada uno.',
  'GET /api/Paises/{id}': 'Devuelve el país {id}.',
  'POST /api/Paises': 'Agrega un país al catálogo (sólo operadores); Id 0 o sin Id toma el siguiente código libre; un código que ya existe responde 400.',
  'PUT /api/Paises/{id}': 'Modifica un país del catálogo (sólo operadores).',
  'DELETE /api/Paises/{id}': 'Quita un país del catálogo (sólo operadores); si hay clientes de ese país responde 400.',

  // Account, hotel, configuration, users
  'POST /api/Cuenta/Register': 'Registra una cuenta con su hotel (nombre, correo, contraseña de 6 caracteres o más, nombre del hotel y país) e inicia la sesión.',
  'POST /api/Cuenta/Login': 'Inicia la sesión con correo y contraseña; responde hotel_id, user_id y la configuración.',
  'POST /api/Cuenta/Logout': 'Cierra la sesión.',
  'POST /api/Cuenta/RecoveryPassword': 'Envía al correo un enlace para elegir una contraseña nueva; la respuesta no dice si el correo tiene cuenta.',
  'POST /api/Cuenta/RestablecerContrasena': 'Pone la contraseña nueva con el código del enlace enviado por correo.',
  'POST /api/Cuenta/ChangePassword': 'Cambia la contraseña propia (la actual y la nueva de 6 caracteres o más); las otras sesiones del usuario se cierran.',
  'POST /api/Cuenta/Configurar': 'Configuración inicial del hotel: impuesto (nombre y porcentaje de 0 a 50), moneda y cantidad de habitaciones (1 a 80); responde la configuración.',
  'GET /api/Apertura/Configuracion/{hotelId}': 'La configuración de la empresa con que arranca la aplicación.',
  'GET /api/Configuraciones/{id}': 'Devuelve la configuración del hotel.',
  'POST /api/Configuraciones': 'Guarda la configuración del hotel de la sesión, como PUT (un hotel tiene una sola), y la devuelve.',
  'PUT /api/Configuraciones/{id}': 'Guarda la configuración del hotel (nombre, moneda, impuestos, precios por persona, encabezado, país, correo); una moneda, impuesto o país que no existe responde 400.',
  'GET /api/Hoteles/{id}': 'Devuelve el hotel de la sesión.',
  'POST /api/Hoteles': 'Abre otro hotel de la empresa del hotel de la sesión, con su configuración copiada y el usuario como administrador; la sesión sigue en el hotel actual.',
  'PUT /api/Hoteles/{id}': 'Modifica los datos del hotel.',
  'GET /api/HotelUsuarios/{id}': 'Los usuarios con acceso al hotel {id} (el de la sesión), con su tipo de usuario.',
  'POST /api/HotelUsuarios': 'Da acceso al hotel a un correo: le envía una invitación que la persona acepta; la respuesta no dice nada del correo.',
  'PUT /api/HotelUsuarios/{id}': 'Cambia el tipo de usuario del acceso {id}.',
  'DELETE /api/HotelUsuarios/{id}': 'Quita el acceso {id} al hotel; el propio no se puede quitar.',
  'GET /api/HotelUsuarios/Invitaciones': 'Las invitaciones que el hotel envió y siguen esperando respuesta (ni aceptadas, ni rechazadas, ni vencidas): correo, tipo de usuario, envío y vencimiento.',
  'DELETE /api/HotelUsuarios/Invitaciones/{id}': 'Retira la invitación {id} del hotel: el enlace que se envió por correo deja de funcionar.',
  'POST /api/HotelUsuarios/CrearUsuario': 'Crea un usuario del hotel con nombre, correo y contraseña de 8 caracteres o más.',
  'GET /api/Invitaciones': 'Las invitaciones pendientes a hoteles para el correo de la sesión.',
  'POST /api/Invitaciones/{id}/Aceptar': 'Acepta la invitación {id}: el usuario pasa a tener acceso a ese hotel.',
  'POST /api/Invitaciones/{id}/Rechazar': 'Rechaza la invitación {id}.',
  'POST /api/Invitaciones/Consultar': 'La invitación del enlace enviado por correo ({token}): el hotel que invita y el correo invitado.',
  'POST /api/Invitaciones/Aceptar': 'Acepta la invitación del enlace enviado por correo ({token}), con una cuenta de ese correo o creándola; abrir el enlace prueba el correo.',
  'POST /api/Invitaciones/Rechazar': 'Rechaza la invitación del enlace enviado por correo ({token}).',
  'POST /api/Cuenta/EnviarVerificacion': 'Envía al correo de la cuenta un enlace para verificarlo.',
  'POST /api/Cuenta/Verificar': 'Verifica el correo de la cuenta con el código ({token}) del enlace enviado.',
  'GET /api/Empresas/{id}': 'Devuelve la empresa {id}.',
  'PUT /api/Empresas/{id}': 'Modifica la empresa {id}; un mensaje de check-out vacío se guarda como nulo.',

  // Provider tools (operators)
  'POST /api/Empresas/buscar': 'Busca empresas por nombre, sin distinguir mayúsculas ni acentos (sólo operadores).',
  'GET /api/Empresas/Create/{idcm}': 'Da al hotel {idcm} una empresa propia cuando comparte una («crear esta empresa»); responde las filas afectadas (sólo operadores).',
  'GET /api/InformeGlobalReservas': 'Informe global: una fila por hotel con sus cantidades de reservas (sólo operadores).',
  'GET /api/UsuariosBloqueados': 'Los usuarios bloqueados por intentos fallidos de ingreso (sólo operadores).',
  'GET /api/UsuariosBloqueados/todos/{email}': 'Busca usuarios, bloqueados o no, por correo (sólo operadores).',
  'PUT /api/UsuariosBloqueados/{lowerMail}': 'Desbloquea al usuario de ese correo (sólo operadores).',
  'PUT /api/UsuariosBloqueados/ResetPassword/{lowerMail}': 'Pone al usuario de ese correo una contraseña nueva al azar, lo desbloquea, cierra sus sesiones y responde la contraseña (sólo operadores).',
  'GET /api/Correo/GetUsuarios': 'Los destinatarios del correo masivo del tipo predeterminado «d», el dueño de cada hotel (sólo operadores).',
  'GET /api/Correo/GetUsuarios/{tipo}': 'Los destinatarios del correo masivo: «d» el dueño de cada hotel, «t» todos los usuarios de todos los hoteles (sólo operadores).',
  'POST /api/Correo/Enviar': 'Envía el correo masivo a un destinatario; @u y @h se reemplazan por el nombre del usuario y del hotel en mayúsculas (sólo operadores).',
  'GET /api/Default': 'Información del servidor: versiones, tiempo en marcha, base de datos y cantidad de eventos (sólo operadores).',
  'GET /api/Default/Simple': 'Latido público del servidor: producto y versión.',
  'GET /api/Root/GetReservas{tipo}': 'Reservas de todos los hoteles por día de creación (Creadas) o de última modificación (sólo operadores).',
  'GET /api/Root/UltimasReservas': 'La última reserva creada y modificada de cada hotel, las más recientes primero (sólo operadores).',
  'GET /api/Root/Auditoria': 'Quién accedió a qué hotel, cuándo y desde qué dirección, lo más reciente primero (sólo operadores).',
  'POST /api/Root/AccederHotel/{hotelId}': 'Acceso de soporte: la sesión del operador lee y escribe como ese hotel hasta VolverHotel; queda registrado (sólo operadores).',
  'POST /api/Root/VolverHotel': 'Termina el acceso de soporte: la sesión vuelve al hotel con que ingresó; queda registrado (sólo operadores).',
  'GET /api/Hoteles/EliminarHotelC/{correo}/{cantidadReservas}': 'Elimina el hotel de ese correo si la cantidad coincide con sus reservas, tras guardar una exportación en JSON (sólo operadores).',
  'GET /api/Logger': 'El registro de errores de los clientes, lo más reciente primero, con filtros y páginas (sólo operadores).',
  'POST /api/Logger': 'Registra un error que mostró la aplicación (mensaje, dirección, etiqueta, navegador, versiones, último clic).',

  // Channels (canales)
  'GET /api/Canales': 'Los calendarios de canales importados (Booking.com, Airbnb, Vrbo, Google) de cada habitación, con su última sincronización.',
  'POST /api/Canales': 'Agrega el calendario iCalendar de un canal a una habitación; si está activo se importa en seguida.',
  'PUT /api/Canales/{id}': 'Modifica el calendario de canal {id} (nombre, dirección, activo).',
  'DELETE /api/Canales/{id}': 'Quita el calendario de canal {id} y libera las ocupaciones que trajo.',
  'POST /api/Canales/{id}/Sincronizar': 'Importa ahora el calendario de canal {id}: ocupaciones nuevas, actualizadas, liberadas y conflictos.',
  'GET /api/Canales/Conflictos': 'Los conflictos abiertos entre los canales y las reservas del hotel.',
  'DELETE /api/Canales/Conflictos/{id}': 'Descarta el conflicto de canal {id}.',
  'GET /api/Habitaciones/{id}/Ical': 'La dirección del calendario iCalendar de la habitación {id}, para darla a los canales.',
  'POST /api/Habitaciones/{id}/Ical/Renovar': 'Da al calendario de la habitación {id} una dirección nueva; la anterior deja de funcionar.',
  'GET /api/Canales/{id}/Ical': 'La dirección del calendario de la habitación para ese canal: sin las ocupaciones que vinieron del mismo canal.',
  'POST /api/Canales/{id}/Ical/Renovar': 'Renueva la dirección del calendario de la habitación para ese canal; la anterior deja de funcionar.',
  'GET /ical/{archivo}': 'Las ocupaciones de una habitación como calendario iCalendar (RFC 5545) para los canales: sin sesión y sin datos de huéspedes.',

  // Booking page (motor)
  'GET /api/MotorReservas': 'La configuración de la página de reservas del hotel (dirección, estadías, política, idiomas, sitio permitido).',
  'PUT /api/MotorReservas': 'Guarda la configuración de la página de reservas del hotel.',
  'GET /api/Publico/{slug}': 'El hotel de la página de reservas: nombre, moneda, reglas de estadía, política, idiomas y países; sin datos personales.',
  'GET /api/Publico/{slug}/Disponibilidad/{desde}/{hasta}/{adultos}': 'Los tipos de habitación libres todas las noches de la estadía, con su precio.',
  'POST /api/Publico/{slug}/Reservas': 'Reserva de un huésped desde la página del hotel; con Idempotency-Key un reintento responde la misma reserva; 409 si ya no quedan habitaciones.',
  'GET /api/Publico/Reservas/{token}': 'La reserva web del enlace enviado al huésped.',
  'POST /api/Publico/Reservas/{token}/Anular': 'El huésped anula su reserva web desde el enlace enviado.',

  // The day's close (cierre)
  'GET /api/CierreDia': 'Dónde están los cierres del hotel: el último día cerrado, el primero, el próximo a cerrar y el día de hoy.',
  'GET /api/CierreDia/{fecha}/Pendientes': 'Lo que impide un cierre limpio del día: llegadas sin check-in, salidas sin check-out, reservas con check-out y saldo, y habitaciones sucias.',
  'POST /api/CierreDia/{fecha}': 'Cierra el día (solo administradores; días pasados y en orden) y devuelve sus cifras congeladas; un día ya cerrado responde sus cifras sin cambios.',
  'GET /api/CierreDia/{fecha}': 'Las cifras congeladas del día cerrado (ocupación, ADR, RevPAR, cargos, pagos, llegadas, salidas, no presentados y anulaciones), quién lo cerró y sus reaperturas (404 si nunca se cerró).',
  'POST /api/CierreDia/{fecha}/Reabrir': 'Reabre el último día cerrado (solo administradores) y registra quién y cuándo; al cerrarlo de nuevo se guarda otra versión de sus cifras.',

  // Who changed what (actividad)
  'GET /api/Actividad': 'El registro de cambios del hotel (solo administradores), del más reciente al más antiguo: reservas, bloqueos, maestros, tarifas, usuarios, configuración, cierres y accesos de operadores, con quién, cuándo y qué cambió, filtrable por fechas, usuario y tipo y paginado con el total.',

  // Housekeeping (pisos)
  'GET /api/Pisos': 'El tablero de camarería: cada habitación con su estado, si hoy llega o sale alguien y quién duerme esta noche.',
  'PUT /api/Pisos/{habitacionId}': 'Cambia el estado de limpieza de la habitación: Limpia, Sucia o Inspeccionada.',
  'GET /api/Pisos/{habitacionId}/Historial': 'Los cambios de estado de limpieza de la habitación: quién y cuándo.',
  'GET /api/Pisos/Configuracion': 'La configuración de camarería del hotel: si tiene servicio diario (las habitaciones ocupadas pasan a Sucia al comenzar cada día).',
  'PUT /api/Pisos/Configuracion': 'Activa o desactiva el servicio diario del hotel (solo administradores); activado, rige desde el día siguiente.',

  // Health
  'GET /api/health': 'Estado del servidor: ok si la base de datos responde (503 si no), para el balanceador y la supervisión.',
};

const ETIQUETAS: Record<string, string> = {
  Actividad: 'Registro de actividad del hotel: quién cambió qué y cuándo.',
  Apertura: 'El arranque de la aplicación: la configuración de la empresa.',
  Bloqueos: 'Bloqueos de habitación (Fecha y Noches).',
  Calendario: 'El calendario de ocupación: ventana, búsqueda, traslados, cambios de estado y vista móvil.',
  Canales: 'Sincronización con canales por iCalendar (Booking.com, Airbnb, Vrbo, Google): exportación, importación y conflictos.',
  Cargos: 'Maestro de cargos.',
  CierreDia: 'Cierre del día: pendientes, cierre, cifras congeladas y reapertura de los días del hotel.',
  Clientes: 'Clientes (particulares, agencias de viaje, empresas), pasajeros y autocompletados.',
  Configuraciones: 'Configuración de la empresa: moneda, impuestos, precios por persona, encabezado.',
  Correo: 'Correo masivo a los usuarios (sólo operadores).',
  Cuenta: 'Registro, ingreso, salida, recuperación y cambio de contraseña, configuración inicial.',
  Default: 'Información y estado del servidor.',
  Empresas: 'Empresas de los hoteles (herramientas del proveedor).',
  FormasPago: 'Formas de pago de los ingresos.',
  FueraServicio: 'Habitaciones fuera de servicio, con su motivo.',
  Gastos: 'Gastos del hotel.',
  GruposServicio: 'Grupos de servicio (tipos de cargo).',
  Habitaciones: 'Habitaciones del hotel.',
  HotelMonedas: 'Monedas que usa el hotel, con su factor.',
  Hoteles: 'Hoteles del usuario y su eliminación (herramientas del proveedor).',
  HotelUsuarios: 'Usuarios autorizados del hotel y su tipo de usuario.',
  Informes: 'Informes: actividad por cliente, INE, estadísticas, estado del hotel, disponibilidad, caja diaria y tablero.',
  InformeGlobalReservas: 'Informe global de reservas por hotel (sólo operadores).',
  Invitaciones: 'Invitaciones a hoteles recibidas por el usuario.',
  ListaEspera: 'Lista de espera de reservas.',
  Logger: 'Registro de errores de los clientes.',
  Monedas: 'Catálogo global de monedas.',
  MotorReservas: 'Configuración de la página de reservas del hotel.',
  Paises: 'Catálogo global de países.',
  Pisos: 'Camarería: estado de limpieza de las habitaciones.',
  Publico: 'La página de reservas del hotel para huéspedes, sin sesión.',
  Regimenes: 'Regímenes (planes de comida).',
  ReservasB: 'Reservas: creación, edición completa, listado, precios y disponibilidad.',
  Root: 'Herramientas del proveedor: acceso de soporte, auditoría, reservas por día y últimas reservas.',
  TarifasB: 'Tarifas por alojamiento, régimen y cargo, con sus líneas.',
  Temporadas: 'Temporadas de las tarifas.',
  TipoImpuestos: 'Tipos de impuesto y su porcentaje.',
  TiposHabitacion: 'Tipos de habitación y su cantidad de pasajeros.',
  UsuariosBloqueados: 'Usuarios bloqueados por intentos fallidos (sólo operadores).',
};

export const DESCRIPCIONES_OPENAPI: DescripcionesOpenApi = { operaciones: OPERACIONES, etiquetas: ETIQUETAS };
