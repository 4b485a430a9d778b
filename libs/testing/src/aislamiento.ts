import type { Server } from 'node:http';
import request from 'supertest';
import { CABECERA_APP, type Cliente } from './cliente-http';

export interface RutaProtegida {
  metodo: 'get' | 'post' | 'put' | 'delete';
  /** A path naming the owner's data (its hotel id, a record id of its own). */
  ruta: string;
  cuerpo?: unknown;
}

/**
 * The tenancy proof every module reuses. For each route that names the owner's data:
 * - a signed-out caller gets the expired-session answer (500, detailedMessage `Vuelva a iniciar sesión`);
 * - a signed-in user of another hotel gets 404 `No se encontro`, so it cannot even tell the data exists.
 * The signed-out caller sends forged `h`/`u` cookies with the owner's ids: they must prove nothing.
 */
export async function comprobarAislamiento(
  server: Server,
  rutas: RutaProtegida[],
  otroHotel: Cliente,
  propietario: { hotelId: number; userId: number },
): Promise<void> {
  const fallos: string[] = [];
  const cookiesFalsas = `h=${propietario.hotelId}; u=${propietario.userId}; m=1`;
  for (const { metodo, ruta, cuerpo } of rutas) {
    const anonimo = await request(server)[metodo](ruta).set(CABECERA_APP).set('cookie', cookiesFalsas).send(cuerpo as object);
    if (anonimo.status !== 500 || !String(anonimo.body?.detailedMessage ?? '').startsWith('Vuelva a iniciar sesión')) {
      fallos.push(`${metodo.toUpperCase()} ${ruta} sin sesión: ${anonimo.status} ${JSON.stringify(anonimo.body)}`);
    }
    const ajeno = await otroHotel[metodo](ruta).send(cuerpo as object);
    if (ajeno.status !== 404 || ajeno.body?.Message !== 'No se encontro') {
      fallos.push(`${metodo.toUpperCase()} ${ruta} desde otro hotel: ${ajeno.status} ${JSON.stringify(ajeno.body)}`);
    }
  }
  if (fallos.length > 0) throw new Error(`Rutas sin aislar:\n${fallos.join('\n')}`);
}

/** The three calls of one record of a generic resource (`GET`, `PUT`, `DELETE /api/{ruta}/{id}`). */
export function rutasDeRegistro(ruta: string, id: number | string, cuerpoPut: unknown): RutaProtegida[] {
  return [
    { metodo: 'get', ruta: `/api/${ruta}/${id}` },
    { metodo: 'put', ruta: `/api/${ruta}/${id}`, cuerpo: cuerpoPut },
    { metodo: 'delete', ruta: `/api/${ruta}/${id}` },
  ];
}
