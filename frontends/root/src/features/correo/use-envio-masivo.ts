import { ApiError, MENSAJE_SIN_CONEXION } from '@recepcion/api-client';
import type { DestinatarioCorreo } from '@recepcion/contracts';
import { useRef, useState } from 'react';
import { enviarCorreo } from './correo-api';

export type EstadoEnvio = 'detenido' | 'enviando';
export type ResultadoDestinatario = 'enviado' | 'error';

export interface Envio {
  estado: EstadoEnvio;
  enviados: number;
  total: number;
  /** Per recipient e-mail. */
  resultados: Readonly<Record<string, ResultadoDestinatario>>;
  /** Why the run stopped early (the server's message), or null. */
  falla: string | null;
  detenidoPorUsuario: boolean;
  enviar(destinatarios: readonly DestinatarioCorreo[], mensaje: { Titulo: string; Mensaje: string; IsBodyHtml: boolean }): Promise<void>;
  detener(): void;
}

/**
 * The bulk mail sender of spec section 4: stopped or running; one recipient at a time; it stops on
 * the first error or when the user stops it (after the message on its way).
 */
export function useEnvioMasivo(): Envio {
  const [estado, setEstado] = useState<EstadoEnvio>('detenido');
  const [enviados, setEnviados] = useState(0);
  const [total, setTotal] = useState(0);
  const [resultados, setResultados] = useState<Record<string, ResultadoDestinatario>>({});
  const [falla, setFalla] = useState<string | null>(null);
  const [detenidoPorUsuario, setDetenidoPorUsuario] = useState(false);
  const detenerPedido = useRef(false);

  const enviar: Envio['enviar'] = async (destinatarios, mensaje) => {
    if (estado === 'enviando') return;
    detenerPedido.current = false;
    setEstado('enviando');
    setEnviados(0);
    setTotal(destinatarios.length);
    setResultados({});
    setFalla(null);
    setDetenidoPorUsuario(false);
    try {
      for (const [i, d] of destinatarios.entries()) {
        if (detenerPedido.current) {
          setDetenidoPorUsuario(true);
          return;
        }
        try {
          await enviarCorreo({ ...d, ...mensaje });
        } catch (error) {
          setResultados((r) => ({ ...r, [d.Email]: 'error' }));
          setFalla(error instanceof ApiError ? error.mensaje : MENSAJE_SIN_CONEXION);
          return;
        }
        setResultados((r) => ({ ...r, [d.Email]: 'enviado' }));
        setEnviados(i + 1);
      }
    } finally {
      setEstado('detenido');
    }
  };

  return { estado, enviados, total, resultados, falla, detenidoPorUsuario, enviar, detener: () => (detenerPedido.current = true) };
}
