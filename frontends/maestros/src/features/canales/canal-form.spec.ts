import { MENSAJES_CANALES as M } from '@recepcion/contracts';
import { canalDatos, canalNuevo, problemaDeUrl, validarCanal } from './canal-form';
import { fechaHora, textoResultado, urlCorta } from './textos';

describe('the feed dialog’s rules (as modules/canales checks them)', () => {
  it('asks for a room, a name and an address', () => {
    expect(validarCanal(canalNuevo())).toEqual({ HabitacionId: M.seleccioneHabitacion, Nombre: M.ingreseNombre, Url: M.ingreseUrl });
    expect(validarCanal({ HabitacionId: '2', Nombre: 'x'.repeat(81), Url: 'https://a.test/c.ics', Activo: true })).toEqual({ Nombre: M.nombreLargo });
  });

  it('takes http and https addresses with a host, without a user or password', () => {
    expect(problemaDeUrl('https://admin.booking.com/hotel/ical.html?t=1')).toBeNull();
    expect(problemaDeUrl('  http://calendar.google.com/calendar/ical/x/basic.ics ')).toBeNull();
    expect(problemaDeUrl('webcal://p01-calendars.icloud.com/x.ics')).toBe(M.urlNoValida);
    expect(problemaDeUrl('ftp://example.com/a.ics')).toBe(M.urlNoValida);
    expect(problemaDeUrl('booking.com/ical')).toBe(M.urlNoValida);
    expect(problemaDeUrl('https://ana:secreto@example.com/a.ics')).toBe(M.urlConCredenciales);
    expect(problemaDeUrl(`https://example.com/${'a'.repeat(2000)}`)).toBe(M.urlLarga);
  });

  it('sends the room as a number and the texts trimmed', () => {
    expect(canalDatos(0, { HabitacionId: '3', Nombre: ' Airbnb ', Url: ' https://www.airbnb.cl/calendar/ical/1.ics ', Activo: false })).toEqual({
      Id: 0,
      HabitacionId: 3,
      Nombre: 'Airbnb',
      Url: 'https://www.airbnb.cl/calendar/ical/1.ics',
      Activo: false,
    });
    expect(canalNuevo(4)).toEqual({ HabitacionId: '4', Nombre: '', Url: '', Activo: true });
  });
});

describe('the page’s texts', () => {
  it('says what a pull did, singular for one', () => {
    expect(textoResultado({ Eventos: 9, Nuevos: 2, Actualizados: 1, Liberados: 0, Conflictos: 1 })).toBe('2 nuevas, 1 actualizada, 0 liberadas, 1 conflicto');
    expect(textoResultado({ Eventos: 0, Nuevos: 1, Actualizados: 0, Liberados: 3, Conflictos: 0 })).toBe('1 nueva, 0 actualizadas, 3 liberadas, 0 conflictos');
  });

  it('writes a pull’s instant as dd-MM-yyyy HH:mm in the browser’s time zone', () => {
    expect(fechaHora(new Date(2027, 0, 5, 7, 3).toISOString())).toBe('05-01-2027 07:03');
    expect(fechaHora(null)).toBe('');
    expect(fechaHora('ayer')).toBe('');
  });

  it('shortens an address to its host and the last part of its path', () => {
    expect(urlCorta('https://admin.booking.com/hotel/hoteladmin/ical.html?t=4f6c2b0e-9d1a')).toBe('admin.booking.com/…/ical.html');
    expect(urlCorta('https://www.airbnb.cl/calendar/ical/12345.ics?s=abc')).toBe('www.airbnb.cl/…/12345.ics');
    expect(urlCorta('https://feeds.test/cal.ics')).toBe('feeds.test/cal.ics');
    expect(urlCorta('https://feeds.test/cal.ics?clave=1')).toBe('feeds.test/cal.ics…');
    expect(urlCorta(`https://feeds.test/${'a'.repeat(80)}.ics`)).toHaveLength(48);
  });
});
