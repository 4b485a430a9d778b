import { MENSAJES_PISOS } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { datosIniciales, type FakeAnswer } from '../../../test/fake-pisos';
import { avisos, renderPisos, resetPisos, signIn } from '../../../test/render-pisos';

afterEach(resetPisos);

const EXPLICACION =
  'Al comenzar cada día, las habitaciones con huéspedes alojados (con check-in hecho) pasan a Sucia para limpiarlas, y el historial lo dice «Servicio diario». Al activarlo, rige desde el día siguiente.';

const seccion = () => screen.getByRole('region', { name: 'Servicio diario' });
const interruptor = () => screen.getByRole('switch', { name: 'Servicio diario' });

async function abrir(tipo = 'AD', opciones: Parameters<typeof renderPisos>[1] = {}) {
  signIn(tipo);
  const r = renderPisos('/pisos', opciones);
  await screen.findByRole('article', { name: 'Habitación 101' });
  return r;
}

/** Holds the first PUT of the setting until the test lets it answer. */
function retenerPut() {
  let soltar: (respuesta: FakeAnswer | undefined) => void = () => undefined;
  let retenida = false;
  const handler = (c: { method: string; url: string }) => {
    if (c.method !== 'PUT' || c.url !== '/api/Pisos/Configuracion' || retenida) return undefined;
    retenida = true;
    return new Promise<FakeAnswer | undefined>((r) => (soltar = r));
  };
  return { handler, soltar: (respuesta?: FakeAnswer) => soltar(respuesta) };
}

describe('«Servicio diario» on the board (administrators)', () => {
  it('shows the hotel’s setting as a labelled switch with its explanation, and is axe clean', async () => {
    const { api } = await abrir();
    await waitFor(() => expect(interruptor()).toBeEnabled());
    expect(interruptor()).not.toBeChecked();
    expect(interruptor()).toHaveAccessibleDescription(EXPLICACION);
    expect(api.apiCalls('GET').map((c) => c.url).sort()).toEqual(['/api/Pisos', '/api/Pisos/Configuracion']);
    const resultado = await axe.run(seccion(), { rules: { 'color-contrast': { enabled: false } } });
    expect(resultado.violations.map((v) => v.id)).toEqual([]);
    expect(resultado.passes.map((p) => p.id)).toEqual(expect.arrayContaining(['aria-allowed-role', 'aria-required-attr', 'label']));
  });

  it('turns it on with a tap: busy while it is saved (a second tap waits), then on, with a toast', async () => {
    const retenido = retenerPut();
    const { api, user } = await abrir('AD', { override: retenido.handler });
    await waitFor(() => expect(interruptor()).toBeEnabled());
    await user.click(interruptor());
    expect(interruptor()).toBeChecked();
    expect(interruptor()).toHaveAttribute('aria-busy', 'true');
    expect(seccion()).toHaveAttribute('aria-busy', 'true');
    expect(within(seccion()).getByRole('status')).toHaveTextContent('Guardando…');
    await user.click(interruptor());
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/Pisos/Configuracion', body: { ServicioDiario: true } }]);

    retenido.soltar();
    await waitFor(() => expect(interruptor()).not.toHaveAttribute('aria-busy'));
    expect(interruptor()).toBeChecked();
    expect(within(seccion()).getByRole('status')).toHaveTextContent('');
    expect(avisos()).toEqual(['Servicio diario activado: rige desde mañana']);
    expect(api.datos.Configuracion).toEqual({ ServicioDiario: true });
  });

  it('works with the keyboard: Space turns it off', async () => {
    const { api, user } = await abrir('AD', { datos: { ...datosIniciales(), Configuracion: { ServicioDiario: true } } });
    await waitFor(() => expect(interruptor()).toBeChecked());
    interruptor().focus();
    await user.keyboard(' ');
    await waitFor(() => expect(api.datos.Configuracion).toEqual({ ServicioDiario: false }));
    expect(interruptor()).not.toBeChecked();
    expect(interruptor()).toHaveFocus();
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/Pisos/Configuracion', body: { ServicioDiario: false } }]);
  });

  it('a refusal puts it back and says why under it (the server’s Spanish message), and the portal toasts it', async () => {
    const retenido = retenerPut();
    const { api, user } = await abrir('AD', { override: retenido.handler });
    await waitFor(() => expect(interruptor()).toBeEnabled());
    await user.click(interruptor());
    retenido.soltar({ status: 400, body: { Message: MENSAJES_PISOS.servicioDiarioNoValido } });
    await waitFor(() => expect(interruptor()).not.toBeChecked());
    expect(interruptor()).toHaveAccessibleDescription(`${EXPLICACION} No se guardó el cambio: ${MENSAJES_PISOS.servicioDiarioNoValido}`);
    expect(avisos()).toEqual([MENSAJES_PISOS.servicioDiarioNoValido]);
    expect(api.datos.Configuracion).toEqual({ ServicioDiario: false });

    // The next change clears it.
    await user.click(interruptor());
    await waitFor(() => expect(api.datos.Configuracion).toEqual({ ServicioDiario: true }));
    expect(interruptor()).toHaveAccessibleDescription(EXPLICACION);
  });

  it('says so while the setting loads, and when it could not be read, with Reintentar', async () => {
    let soltar: (respuesta: FakeAnswer | undefined) => void = () => undefined;
    let primera = true;
    const { user } = await abrir('AD', {
      override: (c) => {
        if (c.url !== '/api/Pisos/Configuracion' || !primera) return undefined;
        primera = false;
        return new Promise<FakeAnswer | undefined>((r) => (soltar = r));
      },
    });
    expect(interruptor()).toBeDisabled();
    expect(interruptor()).toHaveAccessibleDescription('Cargando…');
    expect(seccion()).toHaveAttribute('aria-busy', 'true');

    soltar({ status: 500, body: { Message: 'Error del servidor' } });
    const alerta = await within(seccion()).findByRole('alert');
    expect(alerta).toHaveTextContent('No se pudo leer si el hotel tiene servicio diario.');
    await user.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(interruptor()).toBeEnabled());
    expect(interruptor()).not.toBeChecked();
  });

  it('is not shown to Recepción, Consulta or Camarería (who may not change it), nor asked for', async () => {
    for (const tipo of ['RE', 'CO', 'CA']) {
      const { api } = await abrir(tipo);
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Servicio diario' })).not.toBeInTheDocument();
      expect(api.apiCalls().map((c) => c.url)).toEqual(['/api/Pisos']);
      resetPisos();
    }
  });
});
