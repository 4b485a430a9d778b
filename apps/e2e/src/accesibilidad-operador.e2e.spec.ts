import type { Page } from 'playwright-core';
import { ingresar } from './support/accounts';
import { cerrar, dialogoAbierto, escanearRuta, fallarSiGraves, quieta, rutasDelMenu } from './support/accesibilidad';
import { RevisionAxe } from './support/axe';
import { operadorDeLaCorrida, usarProducto } from './support/producto';

/**
 * axe-core (WCAG 2.0–2.2, A and AA) on the operator's pages: every root page, what its toolbar
 * opens and the kit's dialogs. Fails on any critical or serious violation and lists them all;
 * E2E_AXE_INFORME=<file> writes every violation of every scan there (one JSON line per scan).
 */
describe('accessibility for the operator (axe-core, WCAG 2.2 AA)', () => {
  const { server, browser } = usarProducto();
  const operador = operadorDeLaCorrida();
  let page: Page;
  let rutas: string[];

  // Signed in once, for every test of the file.
  beforeAll(async () => {
    page = await browser.newPage();
    await page.goto(server.url('/'));
    await ingresar(page, operador.email, operador.password);
    await page.waitForURL(server.url('/reservas/calendario'));
  });

  afterAll(() => page?.close());

  it('the start dialog, and a menu with the root area', async () => {
    const revision = new RevisionAxe(page);
    const inicio = page.getByRole('dialog', { name: 'Inicio' });
    await inicio.waitFor();
    await quieta(page);
    await revision.escanear('Inicio');
    await inicio.getByRole('button', { name: 'Ir al calendario' }).click();

    rutas = (await rutasDelMenu(page)).filter((r) => r.startsWith('/root/'));
    expect(rutas).toEqual(expect.arrayContaining(['/root/Empresas', '/root/Correo', '/root/probando-modales']));
    fallarSiGraves(revision);
  });

  it('the root pages and what their toolbars open', async () => {
    const revision = new RevisionAxe(page);
    for (const ruta of rutas) await escanearRuta(page, revision, server.url(ruta), ruta);
    fallarSiGraves(revision);
  }, 300_000);

  it('the kit’s dialogs and a confirmation over a real page', async () => {
    const revision = new RevisionAxe(page);
    // The kit's dialogs: a form in a dialog, a notice, a confirmation, a question and a password.
    await page.goto(server.url('/root/probando-modales'));
    for (const boton of ['Abrir el formulario', 'Probar aviso', 'Probar confirmación', 'Probar pregunta', 'Probar contraseña']) {
      await page.getByRole('button', { name: boton, exact: true }).click();
      const dialogo = await dialogoAbierto(page, 5000);
      if (!dialogo) throw new Error(`${boton} opened no dialog`);
      await quieta(page);
      await revision.escanear(`/root/probando-modales: ${boton}`);
      await cerrar(page, dialogo);
    }
    // A confirmation over a real page.
    await page.goto(server.url('/root/acceder-hotel'));
    await page.getByLabel('Hotel (IDCM)').fill('1');
    await page.getByRole('button', { name: 'Acceder', exact: true }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Confirmar' });
    await confirmar.waitFor();
    await quieta(page);
    await revision.escanear('/root/acceder-hotel: Confirmar');
    await confirmar.getByRole('button', { name: 'Cancelar' }).click();
    fallarSiGraves(revision);
  }, 120_000);
});
