import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { only } from '../../../forms/rules';

/** Success toast of spec section 8. */
export const GUARDADO = 'Guardado con éxito';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A cap: empty (no cap) or a whole number from 0. */
export function errorTope(valor: string, campo: string): string | undefined {
  if (valor.trim() === '') return undefined;
  if (!/^-?\d+$/.test(valor.trim())) return `El campo ${campo} no es válido`;
  return Number(valor) < 0 ? `El campo ${campo} no puede ser negativo` : undefined;
}

export const texto = (valor: string): string | null => (valor.trim() === '' ? null : valor);
export const numero = (valor: string): number | null => (valor.trim() === '' ? null : Number(valor));

export interface HotelForm extends Record<string, string> {
  Nombre: string;
}
/** Hotel dialog (spec section 5): the name must not be empty. */
export const validarHotel = (f: HotelForm) => only({ Nombre: f.Nombre.trim() === '' ? M.nombreVacio : undefined });

export interface ConfiguracionEmpresaForm extends Record<string, string | boolean> {
  Nombre: string;
  MonedaId: string;
  TipoImpuestoId: string;
  ImpuestoIncluido: boolean;
  TipoImpuestoSAId: string;
  ImpuestoIncluidoSA: boolean;
  PrecioHabitacionPorPersona: boolean;
  PrecioRegimenPorPersona: boolean;
  Encabezado: string;
  PaisId: string;
  Email: string;
  ZonaHoraria: string;
}
/** Configuration dialog (spec section 5): the name must not be empty; an e-mail, when given, must be one. */
export const validarConfiguracionEmpresa = (f: ConfiguracionEmpresaForm) =>
  only({
    Nombre: f.Nombre.trim() === '' ? M.nombreVacio : undefined,
    Email: f.Email.trim() !== '' && !EMAIL.test(f.Email.trim()) ? M.emailInvalido : undefined,
  });

export interface EmpresaForm extends Record<string, string | boolean> {
  Nombre: string;
  Direccion: string;
  Ciudad: string;
  PaisId: string;
  Telefono1: string;
  PersonaContacto: string;
  Giro: string;
  MensajeCheckOut: string;
  ClaveCheckOut: string;
  QuitarClave: boolean;
  TopeReservas: string;
  TopeReservasVigentes: string;
}
/** Company dialog: the name, and caps that are whole numbers from 0. */
export const validarEmpresa = (f: EmpresaForm) =>
  only({
    Nombre: f.Nombre.trim() === '' ? M.nombreVacio : undefined,
    TopeReservas: errorTope(f.TopeReservas, 'Tope de reservas'),
    TopeReservasVigentes: errorTope(f.TopeReservasVigentes, 'Tope de reservas vigentes'),
  });
