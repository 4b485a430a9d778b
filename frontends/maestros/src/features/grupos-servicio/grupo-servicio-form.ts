import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import type { GrupoServicio } from '../../lib/tipos';
import { limpio, textoOpcional, type Errores } from '../../lib/validacion';

export interface GrupoServicioForm {
  Nombre: string;
  Comentario: string;
}

export const ORDEN_GRUPO_SERVICIO = ['Nombre', 'Comentario'] as const;

export const GRUPO_SERVICIO_NUEVO: GrupoServicioForm = { Nombre: '', Comentario: '' };

export const grupoServicioForm = (grupo: GrupoServicio): GrupoServicioForm => ({ Nombre: grupo.Nombre, Comentario: grupo.Comentario ?? '' });

export function validarGrupoServicio(form: GrupoServicioForm): Errores<keyof GrupoServicioForm> {
  return limpio(form.Nombre) ? {} : { Nombre: M.faltaNombre };
}

/** IDContactoMaster is kept as it was (the page does not show it). */
export const grupoServicioDatos = (Id: number, form: GrupoServicioForm, anterior?: GrupoServicio) => ({
  Id,
  Nombre: limpio(form.Nombre),
  IDContactoMaster: anterior?.IDContactoMaster ?? null,
  Comentario: textoOpcional(form.Comentario),
});
