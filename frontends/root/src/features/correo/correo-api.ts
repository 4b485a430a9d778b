import { api } from '@recepcion/api-client';
import type { CorreoEnvioDto, DestinatarioCorreo, TipoDestinatarios } from '@recepcion/contracts';

/** `GET /api/Correo/GetUsuarios/{tipo}`: 'd' each hotel's owner, 't' every user of every hotel. */
export const getDestinatarios = (tipo: TipoDestinatarios, signal?: AbortSignal) => api.get<DestinatarioCorreo[]>(`Correo/GetUsuarios/${tipo}`, { signal });

/** `POST /api/Correo/Enviar`: one recipient; the server replaces @u and @h. */
export const enviarCorreo = (correo: CorreoEnvioDto) => api.post<{ Message: string; Email: string }>('Correo/Enviar', correo, { silent: true });
