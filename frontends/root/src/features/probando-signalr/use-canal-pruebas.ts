import { type ActualizacionEnVivo, type EcoPrueba, EVENTOS_PRUEBAS, LIVE_PATH, LIVE_PRUEBAS_NAMESPACE, type PingPrueba, type RespuestaPing } from '@recepcion/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type EstadoCanal = { tipo: 'conectando' } | { tipo: 'conectado' } | { tipo: 'desconectado' } | { tipo: 'rechazado'; mensaje: string };

/** An echo as the page keeps it: the server's answer and how long it took. */
export interface EcoRecibido extends EcoPrueba {
  demoraMs: number;
}

/** An `up` event and when it arrived (ISO). */
export interface CambioRecibido extends ActualizacionEnVivo {
  recibidoEn: string;
}

/** The part of a socket.io client socket the page uses. */
interface SocketPruebas {
  on(evento: 'connect', escucha: () => void): unknown;
  on(evento: 'connect_error', escucha: (error: Error) => void): unknown;
  on(evento: 'disconnect', escucha: (motivo: string) => void): unknown;
  on(evento: typeof EVENTOS_PRUEBAS.up, escucha: (actualizacion: ActualizacionEnVivo) => void): unknown;
  emit(evento: typeof EVENTOS_PRUEBAS.ping, datos: PingPrueba, ack: (respuesta: RespuestaPing) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
  removeAllListeners(): unknown;
}

export const SIN_RESPUESTA_MS = 5000;
export const MENSAJES_CANAL = {
  sinConexion: 'No hay conexión con el canal',
  sinRespuesta: 'El servidor no respondió',
  sinCliente: 'No se pudo cargar el cliente del canal',
} as const;
/** The most echoes and changes the page keeps. */
const MAXIMO_LISTA = 50;

/**
 * socket.io-client loads with this page only. Same origin, so the session cookie goes along; a
 * connection of its own (`forceNew`), and no automatic retry: the page has a Reconectar button.
 */
async function crearSocket(): Promise<SocketPruebas> {
  const { io } = await import('socket.io-client');
  return io(LIVE_PRUEBAS_NAMESPACE, { path: LIVE_PATH, forceNew: true, transports: ['websocket', 'polling'], reconnection: false, autoConnect: false, withCredentials: true }) as unknown as SocketPruebas;
}

/** The live channel's second hub while the page is open: its state, the echoes and the relayed `up` events. */
export function useCanalPruebas() {
  const [estado, setEstado] = useState<EstadoCanal>({ tipo: 'conectando' });
  const [ecos, setEcos] = useState<EcoRecibido[]>([]);
  const [cambios, setCambios] = useState<CambioRecibido[]>([]);
  const [conexion, setConexion] = useState(0);
  const socketRef = useRef<SocketPruebas | null>(null);
  const conectado = useRef(false);

  useEffect(() => {
    let vigente = true;
    let socket: SocketPruebas | null = null;
    setEstado({ tipo: 'conectando' });
    crearSocket().then(
      (s) => {
        if (!vigente) return;
        socket = s;
        socketRef.current = s;
        s.on('connect', () => {
          conectado.current = true;
          setEstado({ tipo: 'conectado' });
        });
        s.on('connect_error', (error) => {
          conectado.current = false;
          setEstado({ tipo: 'rechazado', mensaje: error.message });
        });
        s.on('disconnect', () => {
          conectado.current = false;
          setEstado({ tipo: 'desconectado' });
        });
        s.on(EVENTOS_PRUEBAS.up, (actualizacion) => setCambios((c) => [{ ...actualizacion, recibidoEn: new Date().toISOString() }, ...c].slice(0, MAXIMO_LISTA)));
        s.connect();
      },
      () => vigente && setEstado({ tipo: 'rechazado', mensaje: MENSAJES_CANAL.sinCliente }),
    );
    return () => {
      vigente = false;
      conectado.current = false;
      socketRef.current = null;
      if (socket) {
        socket.removeAllListeners();
        socket.disconnect();
      }
    };
  }, [conexion]);

  /** Sends a ping; resolves with the echo, or rejects with the reason in Spanish. */
  const enviar = useCallback(
    (texto: string) =>
      new Promise<EcoRecibido>((resolve, reject) => {
        const socket = socketRef.current;
        if (!socket || !conectado.current) {
          reject(new Error(MENSAJES_CANAL.sinConexion));
          return;
        }
        const inicio = performance.now();
        const espera = setTimeout(() => reject(new Error(MENSAJES_CANAL.sinRespuesta)), SIN_RESPUESTA_MS);
        socket.emit(EVENTOS_PRUEBAS.ping, { texto }, (respuesta) => {
          clearTimeout(espera);
          if ('Message' in respuesta) {
            reject(new Error(respuesta.Message));
            return;
          }
          const eco = { ...respuesta, demoraMs: Math.round(performance.now() - inicio) };
          setEcos((e) => [eco, ...e].slice(0, MAXIMO_LISTA));
          resolve(eco);
        });
      }),
    [],
  );

  const reconectar = useCallback(() => setConexion((n) => n + 1), []);
  const desconectar = useCallback(() => {
    conectado.current = false;
    socketRef.current?.disconnect();
    setEstado({ tipo: 'desconectado' });
  }, []);
  const limpiar = useCallback(() => {
    setEcos([]);
    setCambios([]);
  }, []);

  return { estado, ecos, cambios, enviar, reconectar, desconectar, limpiar };
}
