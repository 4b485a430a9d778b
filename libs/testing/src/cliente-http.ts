import type { Server } from 'node:http';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/** The header the API client sends on every call; mutating calls without it are refused (CSRF). */
export const CABECERA_APP = { 'x-requested-with': 'Recepcion' };

export type Cliente = TestAgent;

/** A browser-like client: keeps its cookies and sends the app header, as the UI does. */
export function nuevoCliente(server: Server): Cliente {
  return request.agent(server).set(CABECERA_APP);
}
