import { MENSAJES_MOTOR as M } from '@recepcion/contracts';
import { anularHasta, configuracionInicial, origenDeSitio, problemaDeBusqueda, problemaDeConfiguracion, slugDe, slugValido } from './reglas-motor';

const config = { ...configuracionInicial('hotel-playa', [1, 2]), Activo: true };
const hoy = '2027-03-10';

describe('the booking engine’s rules', () => {
  it('suggests an address from the hotel’s name, without accents or symbols', () => {
    expect(slugDe('Hotel Ñandú & Café — Valparaíso', 7)).toBe('hotel-nandu-cafe-valparaiso');
    expect(slugDe('Ú', 7)).toBe('hotel-7');
    expect(slugValido('hotel-playa')).toBe(true);
    expect(['ab', '-hotel', 'Hotel', 'hotel_playa', 'reservas', 'a'.repeat(61)].map(slugValido)).toEqual([false, false, false, false, false, false]);
  });

  it('starts a new hotel off, selling every type 1–30 nights, up to 365 days ahead, Sin confirmar, free cancellation 2 days before', () => {
    expect(configuracionInicial('x-y-z', [3, 4])).toEqual({
      Activo: false, Slug: 'x-y-z', TiposHabitacion: [3, 4], Descripciones: [], EstanciaMinima: 1, EstanciaMaxima: 30,
      DiasAnticipacionMaxima: 365, DiasAnticipacionMinima: 0, PermiteNinos: true, EstadoInicialId: 1, DiasCancelacionGratis: 2, SitioPermitido: null,
    });
  });

  it('refuses settings that cannot work, in Spanish', () => {
    const tipos = new Set([1, 2]);
    expect(problemaDeConfiguracion(config, tipos)).toBeNull();
    expect(problemaDeConfiguracion({ ...config, TiposHabitacion: [9] }, tipos)).toBe(M.tiposNoValidos);
    expect(problemaDeConfiguracion({ ...config, EstanciaMinima: 5, EstanciaMaxima: 2 }, tipos)).toBe(M.estanciaNoValida);
    expect(problemaDeConfiguracion({ ...config, DiasAnticipacionMinima: 30, DiasAnticipacionMaxima: 10 }, tipos)).toBe(M.anticipacionNoValida);
    expect(problemaDeConfiguracion({ ...config, Slug: 'Con Espacios' }, tipos)).toBe(M.slugNoValido);
  });

  it('takes only an origin as the site allowed to embed the page', () => {
    expect(origenDeSitio('https://www.mihotel.cl')).toBe('https://www.mihotel.cl');
    expect(origenDeSitio('https://www.mihotel.cl/')).toBe('https://www.mihotel.cl');
    expect(['https://www.mihotel.cl/reservas', 'javascript:alert(1)', "https://a.cl; script-src *", 'ftp://a.cl', 'mihotel.cl'].map(origenDeSitio)).toEqual([null, null, null, null, null]);
  });

  it('checks a guest’s search against the stay and arrival windows', () => {
    const b = { desde: '2027-03-12', hasta: '2027-03-14', adultos: 2, ninos: 0 };
    expect(problemaDeBusqueda(b, config, hoy)).toBeNull();
    expect(problemaDeBusqueda({ ...b, hasta: '2027-03-12' }, config, hoy)).toBe(M.fechasNoValidas);
    expect(problemaDeBusqueda({ ...b, hasta: '2027-05-12' }, config, hoy)).toBe(M.estanciaFuera(1, 30));
    expect(problemaDeBusqueda({ ...b, desde: '2027-03-09', hasta: '2027-03-11' }, config, hoy)).toBe(M.anticipacionFuera('10-03-2027', '09-03-2028'));
    expect(problemaDeBusqueda({ ...b, adultos: 0 }, config, hoy)).toBe(M.adultosNoValidos);
    expect(problemaDeBusqueda({ ...b, ninos: 1 }, { ...config, PermiteNinos: false }, hoy)).toBe(M.ninosNoPermitidos);
    expect(anularHasta('2027-03-12', config)).toBe('2027-03-10');
  });
});
