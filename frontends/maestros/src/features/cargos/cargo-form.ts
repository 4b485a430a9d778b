import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import type { Cargo } from '../../lib/tipos';
import { idElegido, limpio, textoOpcional, type Errores } from '../../lib/validacion';

/** A charge as its grid row edits it (strings, as the cells hold them). */
export interface CargoForm {
  Nombre: string;
  TipoCargoId: string;
  Comentario: string;
}

export const ORDEN_CARGO = ['Nombre', 'TipoCargoId', 'Comentario'] as const;

export const CARGO_NUEVO: CargoForm = { Nombre: '', TipoCargoId: '', Comentario: '' };

export const cargoForm = (cargo: Cargo): CargoForm => ({ Nombre: cargo.Nombre, TipoCargoId: String(cargo.TipoCargoId), Comentario: cargo.Comentario ?? '' });

/** Spec section 5, "Charge master": a name and a charge type. */
export function validarCargo(form: CargoForm): Errores<keyof CargoForm> {
  const errores: Errores<keyof CargoForm> = {};
  if (!limpio(form.Nombre)) errores.Nombre = M.faltaNombre;
  if (idElegido(form.TipoCargoId) === null) errores.TipoCargoId = M.seleccioneTipoCargo;
  return errores;
}

export const cargoDatos = (Id: number, form: CargoForm) => ({
  Id,
  Nombre: limpio(form.Nombre),
  TipoCargoId: idElegido(form.TipoCargoId) ?? 0,
  Comentario: textoOpcional(form.Comentario),
});
