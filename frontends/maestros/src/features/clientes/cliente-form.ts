import { MENSAJES_CLIENTE as M, type TipoDocumento, validarDocumento } from '@recepcion/contracts';
import { idElegido, limpio, textoOpcional, type Errores } from '../../lib/validacion';
import type { ClienteDatos } from './api/guardar-cliente';
import type { ClienteConDocumento as Cliente } from './documento';

export interface ClienteForm {
  Nombre: string;
  GiroId: string;
  PaisId: string;
  Ciudad: string;
  Rut: string;
  Pasaporte: string;
  /** A code of libs/contracts TIPOS_DOCUMENTO, or '' (none). */
  TipoDocumento: string;
  NumeroDocumento: string;
  Email: string;
  Telefono: string;
  Contacto: string;
  Direccion: string;
}

export const ORDEN_CLIENTE = ['Nombre', 'GiroId', 'PaisId', 'TipoDocumento', 'NumeroDocumento', 'Ciudad', 'Rut', 'Pasaporte', 'Email', 'Telefono', 'Contacto', 'Direccion'] as const;

/** Spec section 9: Chile (35) requires a city. */
export const PAIS_CHILE = 35;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new client of the page's giro (none chosen for the companies page), in the hotel's country. */
export function clienteNuevo(giroId: number | null, paisId: number | null): ClienteForm {
  return {
    Nombre: '',
    GiroId: giroId ? String(giroId) : '',
    PaisId: paisId ? String(paisId) : '',
    Ciudad: '',
    Rut: '',
    Pasaporte: '',
    TipoDocumento: '',
    NumeroDocumento: '',
    Email: '',
    Telefono: '',
    Contacto: '',
    Direccion: '',
  };
}

export const clienteForm = (c: Cliente): ClienteForm => ({
  Nombre: c.Nombre,
  GiroId: String(c.GiroId),
  PaisId: String(c.PaisId),
  Ciudad: c.Ciudad ?? '',
  Rut: c.Rut ?? '',
  Pasaporte: c.Pasaporte ?? '',
  TipoDocumento: c.TipoDocumento ?? '',
  NumeroDocumento: c.NumeroDocumento ?? '',
  Email: c.Email ?? '',
  Telefono: c.Telefono ?? '',
  Contacto: c.Contacto ?? '',
  Direccion: c.Direccion ?? '',
});

/**
 * Spec section 5, "Client": name, giro, country; a city for Chile; a valid e-mail when given; a
 * document's type and number together (the API's rules, from libs/contracts).
 */
export function validarCliente(form: ClienteForm): Errores<keyof ClienteForm> {
  const errores: Errores<keyof ClienteForm> = {};
  if (!limpio(form.Nombre)) errores.Nombre = M.faltaNombre;
  if (idElegido(form.GiroId) === null) errores.GiroId = M.faltaGiro;
  const pais = idElegido(form.PaisId);
  if (pais === null) errores.PaisId = M.faltaPais;
  else if (pais === PAIS_CHILE && !limpio(form.Ciudad)) errores.Ciudad = M.faltaCiudad;
  Object.assign(errores, validarDocumento(form.TipoDocumento, form.NumeroDocumento));
  if (limpio(form.Email) && !EMAIL.test(limpio(form.Email))) errores.Email = M.emailInvalido;
  return errores;
}

export const clienteDatos = (Id: number, form: ClienteForm): ClienteDatos => ({
  Id,
  Nombre: limpio(form.Nombre),
  GiroId: idElegido(form.GiroId) ?? 0,
  PaisId: idElegido(form.PaisId) ?? 0,
  Ciudad: textoOpcional(form.Ciudad),
  Rut: textoOpcional(form.Rut),
  Pasaporte: textoOpcional(form.Pasaporte),
  TipoDocumento: textoOpcional(form.TipoDocumento) as TipoDocumento | null,
  NumeroDocumento: textoOpcional(form.NumeroDocumento),
  Email: textoOpcional(form.Email),
  Telefono: textoOpcional(form.Telefono),
  Contacto: textoOpcional(form.Contacto),
  Direccion: textoOpcional(form.Direccion),
});
