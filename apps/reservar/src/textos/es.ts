import { type IdiomaMotor, LIMITES_MOTOR, MENSAJES_MOTOR } from '@recepcion/contracts';

/**
 * Every text of the booking page in Spanish (the default). en.ts has the same keys in English;
 * the page re-renders from one of them when the guest switches. The guest's messages are the
 * API's own (MENSAJES_MOTOR), so the page and the server say the same thing.
 */
export const es = {
  idioma: 'es' as IdiomaMotor,
  /** The switch shows the other language, in that language. */
  cambiarIdioma: 'English',
  cambiarIdiomaLang: 'en',
  saltarAlContenido: 'Saltar al contenido',
  cargando: 'Cargando…',
  titulo: (hotel: string) => `Reservar en ${hotel}`,
  tituloSinHotel: 'Reservas en línea',

  // Not available
  noDisponibleTitulo: 'Reservas en línea',
  noDisponible: MENSAJES_MOTOR.noDisponibleMotor as string,
  noDisponibleAyuda: 'Para reservar, comuníquese directamente con el hotel.',

  // Search
  buscarTitulo: 'Reserve su estadía',
  buscarIntro: 'Elija sus fechas y vea las habitaciones disponibles con su precio final.',
  llegada: 'Llegada',
  salida: 'Salida',
  adultos: 'Adultos',
  ninos: 'Niños',
  buscar: 'Ver disponibilidad',
  buscando: 'Buscando habitaciones…',
  resultadosTitulo: 'Habitaciones disponibles',
  resultadosAnuncio: (n: number) => (n === 1 ? '1 tipo de habitación disponible' : `${n} tipos de habitación disponibles`),
  sinResultados: 'No hay habitaciones disponibles para esas fechas',
  sinResultadosAyuda: 'Pruebe con otras fechas o menos huéspedes.',
  capacidad: (n: number) => (n === 1 ? 'Para 1 persona' : `Hasta ${n} personas`),
  quedan: (n: number) => (n === 1 ? 'Queda 1' : `Quedan ${n}`),
  noches: (n: number) => (n === 1 ? '1 noche' : `${n} noches`),
  totalEstadia: (noches: string) => `Total por ${noches}`,
  reservar: 'Reservar',
  estadia: (llegada: string, salida: string, noches: string) => `Del ${llegada} al ${salida} (${noches})`,
  huespedes: (adultos: number, ninos: number) =>
    `${adultos === 1 ? '1 adulto' : `${adultos} adultos`}${ninos > 0 ? `, ${ninos === 1 ? '1 niño' : `${ninos} niños`}` : ''}`,

  // Booking form
  reservaTitulo: 'Complete su reserva',
  habitacion: 'Habitación',
  fechas: 'Fechas',
  huespedesTitulo: 'Huéspedes',
  total: 'Total',
  cambiarHabitacion: 'Cambiar habitación',
  datosTitulo: 'Sus datos',
  nombre: 'Nombre y apellido',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  pais: 'País',
  seleccionePais: 'Seleccione…',
  documento: 'Documento de identidad (opcional)',
  comentario: 'Comentario para el hotel (opcional)',
  politica: (dias: number) =>
    dias === 0 ? 'Cancelación gratuita hasta el día de llegada' : `Cancelación gratuita hasta ${dias === 1 ? '1 día' : `${dias} días`} antes de la llegada`,
  aceptoPolitica: 'Acepto la política de cancelación',
  sitio: 'Sitio web (no completar)',
  confirmar: 'Confirmar reserva',
  enviando: 'Enviando su reserva…',
  reintentar: 'Puede volver a intentarlo: no se duplicará su reserva.',
  obligatorio: 'obligatorio',

  // Confirmation
  confirmadaTitulo: '¡Reserva recibida!',
  confirmadaTituloConfirmado: '¡Reserva confirmada!',
  codigo: 'Código de reserva',
  correoEnviado: (email: string) => `Le enviamos un correo a ${email} con los detalles y el enlace para ver o cancelar su reserva.`,
  verReserva: 'Ver o cancelar su reserva',
  otraReserva: 'Hacer otra reserva',

  // Manage
  gestionTitulo: 'Su reserva',
  gestionHotel: (hotel: string) => `Reserva en ${hotel}`,
  titular: 'A nombre de',
  estado: 'Estado',
  puedeAnularHasta: (fecha: string) => `Puede cancelarla sin costo hasta el ${fecha}.`,
  cancelarReserva: 'Cancelar reserva',
  confirmarAnulacion: (codigo: number) => `¿Seguro que desea cancelar la reserva ${codigo}? No se puede deshacer.`,
  siAnular: 'Sí, cancelar la reserva',
  noAnular: 'No, conservarla',
  anulando: 'Cancelando su reserva…',
  anulada: 'Su reserva fue cancelada. El hotel ya lo sabe.',
  estaAnulada: MENSAJES_MOTOR.yaAnulada as string,
  fueraDePlazo: MENSAJES_MOTOR.fueraDePlazo,
  nuevaReserva: 'Hacer una nueva reserva',
  reservaNoEncontrada: MENSAJES_MOTOR.reservaNoEncontrada as string,
  reservaNoEncontradaAyuda: 'Revise el enlace del correo que le enviamos.',
  estados: { 1: 'Sin confirmar', 2: 'Confirmado', 3: 'Reconfirmado', 4: 'Anulado', 7: 'Alojado', 8: 'Finalizado' } as Record<number, string>,

  // Errors
  errorRed: 'No pudimos conectarnos con el hotel. Revise su conexión e intente de nuevo.',
  errorServidor: 'Ocurrió un problema. Intente de nuevo en unos minutos.',
  reintentarBoton: 'Reintentar',

  // The guest's checks (the API's messages)
  mensajes: {
    fechasNoValidas: MENSAJES_MOTOR.fechasNoValidas as string,
    estanciaFuera: MENSAJES_MOTOR.estanciaFuera,
    anticipacionFuera: MENSAJES_MOTOR.anticipacionFuera,
    adultosNoValidos: MENSAJES_MOTOR.adultosNoValidos as string,
    ninosNoValidos: MENSAJES_MOTOR.numeroNoValido('Niños'),
    huespedesMaximos: `Se pueden reservar hasta ${LIMITES_MOTOR.huespedesMaximos} huéspedes en línea`,
    ingreseNombre: MENSAJES_MOTOR.ingreseNombre as string,
    ingreseEmail: MENSAJES_MOTOR.ingreseEmail as string,
    ingreseTelefono: MENSAJES_MOTOR.ingreseTelefono as string,
    telefonoCorto: MENSAJES_MOTOR.telefonoCorto as string,
    seleccionePais: MENSAJES_MOTOR.seleccionePais as string,
    acepteLaPolitica: MENSAJES_MOTOR.acepteLaPolitica as string,
    agotado: MENSAJES_MOTOR.agotado as string,
  },
};

/** The texts of one language: en.ts follows Spanish's keys. */
export type Textos = typeof es;
