import { ESTADO_RESERVA, RUTAS_ESTADO_RESERVA, type EstadoConRuta } from '@recepcion/contracts';
import type { Page } from 'playwright-core';
import { nuevaCuenta } from './accounts';
import { escanearRuta, fallarSiGraves, rutasDelMenu } from './accesibilidad';
import { apiFromPage, datosParaReservar, registrarHotelConfigurado, reservarDesdePagina, type HotelConfigurado } from './api-session';
import { RevisionAxe } from './axe';
import { dia } from './dias';
import type { TestBrowser } from './browser';
import type { ProductServer } from './product-server';

/**
 * The menu's areas, each scanned page by page. The hotel user's accessibility is split in files
 * by area (accesibilidad-hotel-*.e2e.spec.ts) so that no file holds a test worker for minutes;
 * together they cover every prefix here, and accesibilidad-hotel.e2e.spec.ts checks that every
 * page of the menu falls under one.
 */
export const AREAS_DEL_MENU = ['/dashboard', '/reservas/', '/pisos', '/informes/', '/configuracion/', '/tarifario/', '/clientes/', '/administracion/'] as const;

export interface HotelAccesible {
  page: Page;
  hotel: HotelConfigurado;
  /** A reservation checked in today. */
  enCasa: number;
  /** Every page of the menu, as its links name them. */
  rutas: string[];
}

/** One hotel with data for every list and a bar of every status on the calendar, signed in, on its dashboard. */
export async function prepararHotelAccesible(server: ProductServer, browser: TestBrowser): Promise<HotelAccesible> {
  const page = await browser.newPage();
  await page.goto(server.url('/precios'));
  const hotel = await registrarHotelConfigurado(page, nuevaCuenta('a11y'));
  const datos = await datosParaReservar(page, { Nombre: 'María Muñoz', Ciudad: 'Valdivia' });
  const { habitaciones } = datos;
  const reservar = async (habitacion: number, desde: number, hasta: number, estados: EstadoConRuta[]) => {
    const id = await reservarDesdePagina(page, datos, habitacion, dia(desde), dia(hasta), { NombreGrupo: 'Grupo Sur' });
    for (const estado of estados) expect((await apiFromPage(page, 'GET', `/api/calendario/${RUTAS_ESTADO_RESERVA[estado]}/${id}`)).status).toBe(200);
    return id;
  };
  const enCasa = await reservar(0, 0, 2, [ESTADO_RESERVA.checkIn]);
  await reservar(0, 3, 5, [ESTADO_RESERVA.confirmado]);
  await reservar(0, 6, 8, [ESTADO_RESERVA.reConfirmado]);
  await reservar(1, 0, 1, [ESTADO_RESERVA.checkIn, ESTADO_RESERVA.checkOut]);
  await reservar(1, 2, 4, []);
  const anulada = await reservar(2, 1, 2, []);
  expect((await apiFromPage(page, 'PUT', `/api/calendario/AnularReserva/${anulada}`, { texto: 'Prueba' })).status).toBe(200);
  expect((await apiFromPage(page, 'POST', '/api/Bloqueos', { Fecha: dia(3), Noches: 2, HabitacionId: habitaciones[2].Id })).status).toBe(200);
  await page.goto(server.url('/dashboard'));
  // Signed in: the menu, not the public navbar of the moment the session loads.
  await page.getByRole('button', { name: `${hotel.hotel}, ${hotel.nombre}` }).waitFor();
  return { page, hotel, enCasa, rutas: await rutasDelMenu(page) };
}

/** Every page of the menu under these areas, and what its toolbar opens; fails on any serious violation. */
export function escanearAreas(areas: readonly string[], datos: () => HotelAccesible, server: ProductServer): void {
  it.each(areas)('the pages under %s', async (prefijo) => {
    const { page, rutas } = datos();
    const revision = new RevisionAxe(page);
    const delArea = rutas.filter((r) => r.startsWith(prefijo));
    expect(delArea.length).toBeGreaterThan(0);
    for (const ruta of delArea) await escanearRuta(page, revision, server.url(ruta), ruta);
    fallarSiGraves(revision);
  }, 300_000);
}
