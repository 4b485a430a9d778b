import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export interface Cuenta {
  nombre: string;
  email: string;
  password: string;
  hotel: string;
}

/** A new account nobody registered yet (the database may be shared with other runs). */
export function nuevaCuenta(prefix = 'e2e'): Cuenta {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { nombre: `Ana ${id}`, email: `${prefix}-${id}@hotel-e2e.test`, password: 'clave-e2e-1', hotel: `Hotel ${id}` };
}

/** Whether a login works, asked straight to the API (no browser). */
export async function loginWorks(baseUrl: string, email: string, password: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/Cuenta/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'Recepcion' },
    body: JSON.stringify({ email, password }),
  });
  return response.ok;
}

/** Registers through the dialogs: Ingresar → Crear una cuenta. Leaves the setup dialog open. */
export async function registrar(page: Page, cuenta: Cuenta, pais = 'Chile'): Promise<void> {
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('dialog', { name: 'Ingresar' }).getByRole('button', { name: 'Crear una cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear una cuenta' });
  await dialog.getByLabel('Su nombre').fill(cuenta.nombre);
  await dialog.getByLabel('Correo electrónico').fill(cuenta.email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(cuenta.password);
  await dialog.getByLabel('Repita la contraseña').fill(cuenta.password);
  await dialog.getByLabel('Nombre del hotel').fill(cuenta.hotel);
  await dialog.getByRole('option', { name: pais }).waitFor({ state: 'attached' });
  await dialog.getByLabel('País').selectOption({ label: pais });
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByRole('dialog', { name: 'Configuración del hotel' }).waitFor();
}

/** Fills the login dialog (opening it from the navbar when needed) and sends it. */
export async function ingresar(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Ingresar' });
  // The portal may open the dialog by itself a moment later (after signing out, or a session
  // switch): then the navbar button sits under the modal and the click gives way to the dialog.
  if (!(await dialog.isVisible())) await page.locator('.pt-navbar__login').click({ timeout: 3000 }).catch(() => undefined);
  await dialog.waitFor();
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
}

/** Salir from the user menu (named by hotel and user). */
export async function salir(page: Page, cuenta: Pick<Cuenta, 'hotel' | 'nombre'>): Promise<void> {
  await page.getByRole('button', { name: `${cuenta.hotel}, ${cuenta.nombre}` }).click();
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('button', { name: 'Ingresar' }).waitFor();
}

/** Browser errors other than the console line Chromium writes for every 4xx answer. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error));
}

/** Saves a screenshot to $E2E_SCREENSHOTS when set (to look at the UI); otherwise does nothing. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
