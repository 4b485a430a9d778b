import type { CierreDia, CifrasCierre, EstadoCierres, PendientesCierre } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedCall } from '../../../test/fake-api';
import { renderArea, resetArea, signIn } from '../../../test/render-area';

const PATH = '/configuracion/cierre-dia';
const HOY = '2026-12-10';

const CIFRAS: CifrasCierre = {
  Habitaciones: 4,
  FueraDeServicio: 1,
  HabitacionesVendibles: 3,
  HabitacionesVendidas: 2,
  Ocupacion: 66.67,
  IngresoHabitaciones: [
    { MonedaId: 'CLP', Ingreso: 40000, ADR: 40000, RevPAR: 13333 },
    { MonedaId: 'USD', Ingreso: 60.5, ADR: 60.5, RevPAR: 20.17 },
  ],
  Cargos: [
    { MonedaId: 'CLP', Total: 3000, Cantidad: 1 },
    { MonedaId: 'EUR', Total: 30, Cantidad: 1 },
  ],
  Pagos: [{ MonedaId: 'CLP', Total: 1234567, Cantidad: 2 }],
  PagosPorFormaPago: [{ MonedaId: 'CLP', FormaPagoId: 1, FormaPagoNombre: 'Contado', Total: 1234567, Cantidad: 2 }],
  Llegadas: 1,
  Salidas: 0,
  NoPresentados: 1,
  Anulaciones: 0,
};

/** The close's server in memory: dates close in order, a no-show leaves the arrivals. */
function servidor(inicial: { cerradoHasta: string | null }) {
  let cerradoHasta = inicial.cerradoHasta;
  const cierres = new Map<string, CierreDia>();
  const reabiertas = () => [...cierres.values()].filter((c) => !c.Cerrado).map((c) => c.Fecha);
  let llegadas = [{ ReservaId: 12, ClienteNombre: 'Pía Soto', Habitaciones: '101', CheckIn: '2026-12-09', CheckOut: '2026-12-11', EstadoId: 2, EstadoNombre: 'Confirmado' }];
  return (call: RecordedCall) => {
    const { method, url } = call;
    if (method === 'GET' && url === '/api/CierreDia') {
      const estado: EstadoCierres = { CerradoHasta: cerradoHasta, PrimeraFecha: cerradoHasta, ProximaFecha: cerradoHasta ? sumarDias(cerradoHasta, 1) : '2026-12-09', Hoy: HOY, Reabiertas: reabiertas() };
      return { body: estado };
    }
    const pend = url.match(/^\/api\/CierreDia\/([\d-]+)\/Pendientes$/);
    if (method === 'GET' && pend) {
      const p: PendientesCierre = { Fecha: pend[1], Llegadas: llegadas, Salidas: [], SaldosPendientes: [], HabitacionesSucias: [{ HabitacionId: 3, Nombre: '103' }] };
      return { body: p };
    }
    const np = url.match(/^\/api\/calendario\/NoPresentado\/(\d+)$/);
    if (method === 'PUT' && np) {
      llegadas = llegadas.filter((l) => l.ReservaId !== Number(np[1]));
      return { body: { Id: Number(np[1]), Message: 'Reserva marcada como no presentada' } };
    }
    const reabrir = url.match(/^\/api\/CierreDia\/([\d-]+)\/Reabrir$/);
    if (method === 'POST' && reabrir) {
      const c = cierres.get(reabrir[1]);
      if (!c) return { status: 400, body: { Message: 'El hotel no tiene días cerrados que reabrir' } };
      const reabierto = { ...c, Cerrado: false, ReabiertoPor: 'Recepcionista de Prueba', ReabiertoEn: '2026-12-10T12:05:00Z' };
      reabierto.Versiones = [{ ...c.Versiones[0], ReabiertoPor: reabierto.ReabiertoPor, ReabiertoEn: reabierto.ReabiertoEn }];
      cierres.set(reabrir[1], reabierto);
      cerradoHasta = null;
      return { body: reabierto };
    }
    const dia = url.match(/^\/api\/CierreDia\/([\d-]+)$/);
    if (dia && method === 'POST') {
      const version = { Version: 1, CerradoPor: 'Recepcionista de Prueba', CerradoEn: '2026-12-10T12:00:00Z', ReabiertoPor: null, ReabiertoEn: null };
      const c: CierreDia = { Fecha: dia[1], Cerrado: true, ...version, Cifras: CIFRAS, Versiones: [version] };
      cierres.set(dia[1], c);
      cerradoHasta = dia[1];
      return { body: c };
    }
    if (dia && method === 'GET') {
      const c = cierres.get(dia[1]);
      return c ? { body: c } : { status: 404, body: { Message: 'No se encontro' } };
    }
    return undefined;
  };
}

beforeEach(signIn);
afterEach(resetArea);

async function abrir(cerradoHasta: string | null = null) {
  const user = userEvent.setup();
  const api = renderArea(PATH, { override: servidor({ cerradoHasta }) });
  await screen.findByRole('heading', { level: 1, name: 'Cierre del día' });
  return { user, api };
}

const aceptar = async (user: ReturnType<typeof userEvent.setup>) => user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));

describe('Configuración › Cierre del día', () => {
  it('proposes yesterday for a first close, lists the pending items, marks a no-show, closes with a confirmation and shows the figures', async () => {
    const { user, api } = await abrir();
    expect(await screen.findByRole('textbox', { name: 'Día a cerrar' })).toHaveValue('09-12-2026');
    expect(screen.getByText(/aún no ha cerrado ningún día/)).toBeInTheDocument();

    const llegadas = await screen.findByRole('region', { name: /Llegadas sin check-in/ });
    expect(within(llegadas).getByRole('link', { name: 'Abrir la reserva 12 de Pía Soto' })).toHaveAttribute('href', '/reservas/calendario?reserva=12');
    expect(screen.getByRole('link', { name: 'Ir al tablero de pisos' })).toHaveAttribute('href', '/pisos');

    await user.click(within(llegadas).getByRole('button', { name: 'No presentado: reserva 12 de Pía Soto' }));
    await aceptar(user);
    await waitFor(() => expect(screen.queryByRole('region', { name: /Llegadas sin check-in/ })).not.toBeInTheDocument());
    expect(api.apiCalls('PUT').map((c) => c.url)).toEqual(['/api/calendario/NoPresentado/12']);
    // A date never closed has no figures: the page does not ask for them (no 404 in the console).
    expect(api.apiCalls('GET').map((c) => c.url)).not.toContain('/api/CierreDia/2026-12-09');

    await user.click(screen.getByRole('button', { name: 'Cerrar el día' }));
    expect(within(await screen.findByRole('alertdialog')).getByText(/¿Cerrar el día 09-12-2026\?/)).toBeInTheDocument();
    await aceptar(user);
    const cifras = await screen.findByRole('region', { name: 'Cifras del día 09-12-2026' });
    expect(api.apiCalls('POST').map((c) => c.url)).toEqual(['/api/CierreDia/2026-12-09']);
    expect(within(cifras).getByText('66,67 %')).toBeInTheDocument();
    const ingresos = within(cifras).getByRole('table', { name: 'Ingresos por habitaciones' });
    expect(within(ingresos).getAllByRole('row').map((r) => r.textContent)).toEqual(['MonedaIngresoADRRevPAR', 'CLP40.00040.00013.333', 'USD60,5060,5020,17']);
    expect(within(cifras).getAllByText('1.234.567')).toHaveLength(2);
    // A whole amount in a currency with cents keeps them: EUR 30,00 (CLP has none: 3.000).
    expect(await within(cifras).findByText('30,00')).toBeInTheDocument();
    expect(within(cifras).getByText('3.000')).toBeInTheDocument();
    expect(within(cifras).getByText(/Cerrado por Recepcionista de Prueba el/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar el día' })).not.toBeInTheDocument();
    // The paper copy is there for printing, hidden from assistive technology.
    expect(document.querySelector('.cd-impresion')).toHaveAttribute('aria-hidden', 'true');
    expect(document.body).toHaveClass('cd-imprimiendo');
    const imprimir = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(cifras).getByRole('button', { name: 'Imprimir' }));
    expect(imprimir).toHaveBeenCalledTimes(1);
    imprimir.mockRestore();
  });

  it('reopens the last closed day after a confirmation and says it was reopened', async () => {
    const { user, api } = await abrir();
    await screen.findByRole('region', { name: /Pendientes del día/ });
    await user.click(screen.getByRole('button', { name: 'Cerrar el día' }));
    await aceptar(user);
    const cifras = await screen.findByRole('region', { name: 'Cifras del día 09-12-2026' });
    await user.click(within(cifras).getByRole('button', { name: 'Reabrir el día' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(api.apiCalls('POST')).toHaveLength(1);
    await user.click(within(cifras).getByRole('button', { name: 'Reabrir el día' }));
    await aceptar(user);
    expect(await screen.findByText(/fue reabierto y aún no se cierra de nuevo/)).toBeInTheDocument();
    expect(await screen.findByText(/Ningún día está cerrado ahora \(se reabrieron los cierres\)/)).toBeInTheDocument();
    expect(api.apiCalls('POST').map((c) => c.url)).toEqual(['/api/CierreDia/2026-12-09', '/api/CierreDia/2026-12-09/Reabrir']);
    expect(await screen.findByRole('button', { name: 'Cerrar el día' })).toBeEnabled();
    // Reopened, the date keeps its figures: they are read again.
    expect(api.apiCalls('GET').filter((c) => c.url === '/api/CierreDia/2026-12-09').length).toBeGreaterThan(0);
  });

  it('coming back once every past day is closed, shows the last closed day with its figures and reopening', async () => {
    const user = userEvent.setup();
    const hotel = servidor({ cerradoHasta: null });
    renderArea(PATH, { override: hotel });
    await screen.findByRole('region', { name: /Pendientes del día/ });
    await user.click(screen.getByRole('button', { name: 'Cerrar el día' }));
    await aceptar(user);
    await screen.findByRole('region', { name: 'Cifras del día 09-12-2026' });
    resetArea();

    renderArea(PATH, { override: hotel });
    expect(await screen.findByRole('textbox', { name: 'Día a cerrar' })).toHaveValue('09-12-2026');
    const cifras = await screen.findByRole('region', { name: 'Cifras del día 09-12-2026' });
    expect(within(cifras).getByRole('button', { name: 'Reabrir el día' })).toBeEnabled();
    expect(screen.getByText(/Último día cerrado: 09-12-2026/)).toBeInTheDocument();
  });

  it('works with an API older than the page (no list of reopened dates): it asks for the figures as before', async () => {
    const viejo = servidor({ cerradoHasta: null });
    const api = renderArea(PATH, {
      override: (c) => {
        const r = viejo(c);
        if (c.url !== '/api/CierreDia' || !r) return r;
        const { Reabiertas: _nueva, ...antes } = r.body as EstadoCierres;
        return { body: antes };
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Día a cerrar' })).toHaveValue('09-12-2026');
    expect(await screen.findByRole('button', { name: 'Cerrar el día' })).toBeEnabled();
    expect(api.apiCalls('GET').map((c) => c.url)).toContain('/api/CierreDia/2026-12-09');
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    const user = userEvent.setup();
    let falla = true;
    renderArea(PATH, { override: (c) => (c.url === '/api/CierreDia' && falla ? { status: 500, body: { Message: 'Error' } } : servidor({ cerradoHasta: null })(c)) });
    expect(await screen.findByText('No se pudo cargar el estado de los cierres.')).toBeInTheDocument();
    falla = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Día a cerrar' })).toHaveValue('09-12-2026');
  });
});
