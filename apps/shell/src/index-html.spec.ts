import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADELANTADAS_GLOBAL } from '@recepcion/api-client';
import { PRODUCTO_TITULO } from '@recepcion/contracts';
import { SessionStore } from '@recepcion/session';

describe('index.html template', () => {
  const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('is Spanish and starts with the fixed product title', () => {
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.title).toBe(PRODUCTO_TITULO);
  });

  it('leaves the product domain for the API server to fill in', () => {
    expect(doc.querySelector('meta[name="product-domain"]')?.getAttribute('content')).toBe('__PRODUCT_DOMAIN__');
  });

  it('paints the header\'s place before any script runs, hidden once the portal draws its navbar', () => {
    const arranque = doc.querySelector('body > .arranque');
    expect(arranque?.textContent).toBe('Recepción');
    expect(arranque?.getAttribute('aria-hidden')).toBe('true');
    expect(doc.querySelector('head style')?.textContent).toContain('body:has(.pt-navbar) .arranque { display: none; }');
  });

  it('has the places the build fills with the import map and the root config', () => {
    expect(html).toContain('<!-- import-map -->');
    expect(html).toContain('<!-- root-config -->');
  });
});

describe('index.html start-up call', () => {
  const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const script = [...doc.querySelectorAll('head script:not([type])')].map((s) => s.textContent ?? '').join('\n');
  const apertura = {
    Id: 3, HotelId: 7, Nombre: 'Hotel Sur', MonedaId: 'CLP', TipoImpuestoId: 1, ImpuestoIncluido: true, TipoImpuestoSAId: null,
    ImpuestoIncluidoSA: true, PrecioHabitacionPorPersona: false, PrecioRegimenPorPersona: true, Encabezado: null, PaisId: 35,
    Configurado: true, Email: 'a@b.cl', Usuario: { Id: 4, Nombre: 'Ana', Email: 'a@b.cl', EsOperador: false, TipoUsuario: 'AD' },
  };
  const fetchQueResponde = () =>
    jest.fn(async () => ({
      ok: true,
      status: 200,
      statusText: '',
      headers: { get: (nombre: string) => (nombre.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => JSON.stringify(apertura),
    }));

  afterEach(() => {
    document.cookie = 'h=; path=/; max-age=0';
    delete (window as unknown as Record<string, unknown>)[ADELANTADAS_GLOBAL];
  });

  it('signed in, asks for the hotel\'s configuration once, before any module: the session store takes that answer', async () => {
    document.cookie = 'h=7; path=/';
    const fetch = fetchQueResponde();
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    new Function(script)();
    expect(fetch).toHaveBeenCalledWith('/api/Apertura/Configuracion/7', expect.objectContaining({ credentials: 'same-origin', headers: expect.objectContaining({ 'X-Requested-With': 'Recepcion' }) }));

    const sesion = await new SessionStore().iniciar();
    expect(sesion).toMatchObject({ estado: 'configurado', hotelId: 7, usuario: { Nombre: 'Ana' } });
    expect(fetch).toHaveBeenCalledTimes(1);

    // Taken once: a later start-up (another sign-in in this tab) asks the server again.
    await new SessionStore().iniciar();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('signed out, asks nothing', () => {
    const fetch = fetchQueResponde();
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    new Function(script)();
    expect(fetch).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>)[ADELANTADAS_GLOBAL]).toBeUndefined();
  });
});
