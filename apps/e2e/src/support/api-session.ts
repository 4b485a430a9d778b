import type { Page } from 'playwright-core';
import { nuevaCuenta, type Cuenta } from './accounts';

export interface HotelConfigurado extends Cuenta {
  hotelId: number;
  userId: number;
}

/**
 * Calls the API from inside the page, so the session cookies land in the browser as after a
 * real login. Answers the status and the parsed body.
 */
export async function apiFromPage<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'Recepcion' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    { method, path, body },
  );
}

/**
 * Until the portal has mounted over the page (the server's painted copy, `data-pintada`, gives way
 * to its own), its start-up has not read the session cookie yet. A registration from the page
 * before it would be read as the page's own sign-up: the setup dialog would open and ask for the
 * currencies with a session the test may have cleared since (a 500, session expired).
 */
export async function portalMontado(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const portal = document.getElementById('single-spa-application:@recepcion/portal');
    return portal !== null && !portal.hasAttribute('data-pintada') && portal.childElementCount > 0;
  });
}

/**
 * Registers a new hotel and configures it through the API, from a page of the product: the
 * browser is then signed in to a configured hotel of its own, without going through the dialogs
 * (the account flow tests those).
 */
export async function registrarHotelConfigurado(page: Page, cuenta: Cuenta = nuevaCuenta()): Promise<HotelConfigurado> {
  await portalMontado(page);
  const registro = await apiFromPage<{ hotel_id: number; user_id: number }>(page, 'POST', '/api/Cuenta/Register', {
    nombre: cuenta.nombre,
    email: cuenta.email,
    password: cuenta.password,
    nombreHotel: cuenta.hotel,
    paisId: 35,
  });
  if (registro.status !== 200) throw new Error(`Register answered ${registro.status}: ${JSON.stringify(registro.body)}`);
  const hotelId = registro.body.hotel_id;
  const configurar = await apiFromPage(page, 'POST', '/api/Cuenta/Configurar', { hotelId, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones: 3 });
  if (configurar.status !== 200) throw new Error(`Configurar answered ${configurar.status}: ${JSON.stringify(configurar.body)}`);
  return { ...cuenta, hotelId, userId: registro.body.user_id };
}

/** What a test needs to book in the signed-in hotel: its rooms, a new client and its tax type. */
export interface DatosParaReservar {
  habitaciones: { Id: number; Nombre: string }[];
  cliente: { Id: number };
  impuesto: { Id: number };
}

export async function datosParaReservar(page: Page, cliente: { Nombre: string; Ciudad: string }): Promise<DatosParaReservar> {
  const nuevo = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/Clientes', { ...cliente, GiroId: 1, PaisId: 35 })).body;
  const habitaciones = (await apiFromPage<{ Id: number; Nombre: string }[]>(page, 'GET', '/api/Habitaciones')).body;
  const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
  return { habitaciones, cliente: nuevo, impuesto };
}

/** Books room number `habitacion` (0-based) from `desde` to `hasta` (yyyy-MM-dd) through the API; answers the reservation's id. */
export async function reservarDesdePagina(
  page: Page,
  datos: DatosParaReservar,
  habitacion: number,
  desde: string,
  hasta: string,
  extra: { precio?: number; NombreGrupo?: string } = {},
): Promise<number> {
  const creada = await apiFromPage<{ Id: number }>(page, 'POST', '/api/ReservasB', {
    CheckIn: desde,
    CheckOut: hasta,
    ClienteId: datos.cliente.Id,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: datos.impuesto.Id,
    ...(extra.NombreGrupo ? { NombreGrupo: extra.NombreGrupo } : {}),
    Habitaciones: [{ HabitacionId: datos.habitaciones[habitacion].Id, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 2, AlojamientoPrecioUnitario: extra.precio ?? 45000 }],
  });
  if (creada.status !== 200) throw new Error(`POST /api/ReservasB answered ${creada.status}: ${JSON.stringify(creada.body)}`);
  return creada.body.Id;
}
