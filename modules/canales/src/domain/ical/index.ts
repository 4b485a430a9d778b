export { escribirCalendario, plegarLinea, type EventoIcal, type OpcionesEscritura } from './escribir-ical';
export { CalendarioInvalidoError, leerCalendario, type EventoExterno, type OpcionesLectura } from './leer-ical';
export { tipoDeEvento, type TipoEventoExterno } from './tipo-evento';
