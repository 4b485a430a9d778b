/** `GET /api/Default/Simple`: what anyone may know about the server. */
export interface ServerInfoSimple {
  nombre: string;
  version: string;
  estado: 'ok';
}

/** `GET /api/health`: the process answers and its database too (503 otherwise). */
export interface EstadoSalud {
  estado: 'ok';
}

/** `GET /api/Default`: server details for operators. */
export interface ServerInfo extends ServerInfoSimple {
  versionCliente: string;
  uptimeSegundos: number;
  iniciadoEn: string;
  baseDatos: 'postgresql' | 'pglite';
  node: string;
  plataforma: string;
  memoriaMb: number;
  /** Events in the event store (every hotel's reservations and blocks). */
  eventos: number;
}
