import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import type { Regimen } from '../../lib/tipos';
import { limpio, textoOpcional, type Errores } from '../../lib/validacion';

export interface RegimenForm {
  Nombre: string;
  Comentario: string;
}

export const ORDEN_REGIMEN = ['Nombre', 'Comentario'] as const;

export const REGIMEN_NUEVO: RegimenForm = { Nombre: '', Comentario: '' };

export const regimenForm = (r: Regimen): RegimenForm => ({ Nombre: r.Nombre, Comentario: r.Comentario ?? '' });

export function validarRegimen(form: RegimenForm): Errores<keyof RegimenForm> {
  return limpio(form.Nombre) ? {} : { Nombre: M.faltaNombre };
}

export const regimenDatos = (Id: number, form: RegimenForm) => ({ Id, Nombre: limpio(form.Nombre), Comentario: textoOpcional(form.Comentario) });
