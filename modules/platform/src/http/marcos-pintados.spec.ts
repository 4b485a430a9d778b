import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diaDelVisitante } from '../context/dia-del-visitante';
import { conMarcoPintado, leerMarcosPintados, type MarcosPorRuta } from './marcos-pintados';
import { htmlConPrecargas } from './precargas-de-ruta';

const INDEX = '<html><head><title>R</title></head><body class="b"><div class="arranque"></div></body></html>';
const MARCOS: MarcosPorRuta = {
  '/dashboard': { html: '<main class="inf-root"><header class="rc-page-header"><h1>Dashboard</h1><p>El hotel hoy, {hoy}.</p></header></main>', css: '.rc-page-header{margin:0}' },
};

describe('painted frames of signed-in pages', () => {
  it("the visitor's day in the browser's time zone, right on either side of a change of summer time", () => {
    // Santiago moves from UTC-4 to UTC-3 on 2026-09-06: 03:30 UTC is 23:30 of the 5th before, 00:30 of the 7th after.
    expect(diaDelVisitante(new Date('2026-09-06T03:30:00Z'), 'America/Santiago')).toBe('2026-09-05');
    expect(diaDelVisitante(new Date('2026-09-07T03:30:00Z'), 'America/Santiago')).toBe('2026-09-07');
    expect(diaDelVisitante(new Date('2026-11-28T01:30:00Z'), 'Europe/Madrid')).toBe('2026-11-28');
    expect(diaDelVisitante(new Date('2026-11-28T01:30:00Z'), 'UTC')).toBe('2026-11-28');
    // A zone Intl does not know, or not a zone's name at all: UTC's day.
    expect(diaDelVisitante(new Date('2026-11-28T01:30:00Z'), 'Marte/Olympus')).toBe('2026-11-28');
    expect(diaDelVisitante(new Date('2026-11-28T01:30:00Z'), '../../etc')).toBe('2026-11-28');
  });

  it("the visitor's day: now moved by the browser's offset from UTC (an older page's cookie), UTC's without a readable one", () => {
    const ahora = new Date('2026-11-28T01:30:00Z');
    expect(diaDelVisitante(ahora, '180')).toBe('2026-11-27'); // Santiago, UTC-3: still Friday evening
    expect(diaDelVisitante(ahora, '-60')).toBe('2026-11-28'); // Madrid, UTC+1
    expect(diaDelVisitante(ahora, undefined)).toBe('2026-11-28');
    expect(diaDelVisitante(ahora, '99999')).toBe('2026-11-28');
    expect(diaDelVisitante(ahora, 'x')).toBe('2026-11-28');
  });

  it("puts the route's frame first in the body, after the portal's container, with its CSS, on the visitor's day", () => {
    const html = conMarcoPintado(INDEX, MARCOS['/dashboard'], { hoy: '2026-11-27', userAgent: '' });
    expect(html).toContain('<style data-marco-pintado>.rc-page-header{margin:0}');
    expect(html).toContain('</style></head>');
    const cuerpo = html.slice(html.indexOf('<body class="b">') + '<body class="b">'.length);
    expect(cuerpo.startsWith('<div id="single-spa-application:@recepcion/portal"></div><div class="marco-pintado__lugar" data-marco-pintado></div><div class="marco-pintado" data-marco-pintado><main')).toBe(true);
    expect(cuerpo).toContain('<p>El hotel hoy, viernes 27 de noviembre de 2026.</p>');
    expect(cuerpo).toContain('<div class="arranque"></div>');
    // Unknown keys stay as they are; the calendar's opening window is the visitor's device's.
    const calendario = { html: '<p>{rangoCalendario}</p><p>{otra}</p>', css: '' };
    expect(conMarcoPintado(INDEX, calendario, { hoy: '2026-11-27', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toContain('<p>25 de noviembre – 8 de diciembre de 2026</p><p>{otra}</p>');
    expect(conMarcoPintado(INDEX, calendario, { hoy: '2026-11-27', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toContain('<p>25 de noviembre – 1 de diciembre de 2026</p>');
  });

  it('a signed-in page of a painted route comes with its frame and its preloads; signed out or elsewhere, without a frame', () => {
    const paginaDe = htmlConPrecargas(INDEX, { siempre: ['/shell/root-config.js'], rutas: [] }, null, MARCOS);
    const texto = (p: ReturnType<typeof paginaDe>) => (p as unknown as { cuerpos: { identity: Buffer } }).cuerpos.identity.toString();
    const conSesion = texto(paginaDe('/dashboard', { sinSesion: false, hoy: '2026-11-27', userAgent: '' }));
    expect(conSesion).toContain('viernes 27 de noviembre de 2026');
    // Its preloads wait in a template until the frame is painted (index.html's start moves them).
    expect(conSesion).toContain('<template id="precargas-diferidas"><link rel="modulepreload" href="/shell/root-config.js" /></template>');
    expect(texto(paginaDe('/reservas', { sinSesion: false, hoy: '2026-11-27', userAgent: '' }))).toContain('  <link rel="modulepreload" href="/shell/root-config.js" />');
    expect(texto(paginaDe('/dashboard', { sinSesion: false, hoy: '2026-11-28', userAgent: '' }))).toContain('sábado 28 de noviembre de 2026');
    expect(texto(paginaDe('/dashboard', { sinSesion: true }))).not.toContain('data-marco-pintado');
    expect(texto(paginaDe('/reservas', { sinSesion: false, hoy: '2026-11-27', userAgent: '' }))).not.toContain('data-marco-pintado');
  });

  it("reads every area's frames from the build, each route with its own area's CSS only", () => {
    const ui = mkdtempSync(path.join(tmpdir(), 'marcos-'));
    try {
      expect(leerMarcosPintados(ui)).toBeNull();
      for (const [area, ruta] of [['informes', '/dashboard'], ['calendario', '/reservas/calendario']]) {
        mkdirSync(path.join(ui, 'frontends', area), { recursive: true });
        writeFileSync(path.join(ui, 'frontends', area, 'marcos-pintados.json'), JSON.stringify({ marcos: { [ruta]: `<h1>${area}</h1>` }, css: `.${area}{}` }));
      }
      mkdirSync(path.join(ui, 'frontends', 'portal'));
      expect(leerMarcosPintados(ui)).toEqual({
        '/reservas/calendario': { html: '<h1>calendario</h1>', css: '.calendario{}' },
        '/dashboard': { html: '<h1>informes</h1>', css: '.informes{}' },
      });
    } finally {
      rmSync(ui, { recursive: true, force: true });
    }
  });
});
