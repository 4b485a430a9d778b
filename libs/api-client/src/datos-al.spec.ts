import { CABECERA_DATOS_AL } from '@recepcion/contracts';
import { installFakeFetch } from '../test/fake-fetch';
import { api } from './api-client';
import { type AvisoDatosAl, onDatosAl } from './datos-al';

describe('how old an answer is', () => {
  it("tells the listeners each successful read's path and the moment a standby's data is from, or null", async () => {
    const avisos: AvisoDatosAl[] = [];
    const dejar = onDatosAl((a) => avisos.push(a));
    installFakeFetch((url) => (url.includes('InfEstados') ? { body: {}, headers: { [CABECERA_DATOS_AL.toLowerCase()]: '2026-11-27T12:00:00.000Z' } } : { body: [] }));
    await api.get('Informes/InfEstados/2026-11-27');
    await api.get('Habitaciones');
    dejar();
    await api.get('Informes/InfEstados/2026-11-27');
    expect(avisos).toEqual([
      { ruta: 'Informes/InfEstados/2026-11-27', al: '2026-11-27T12:00:00.000Z' },
      { ruta: 'Habitaciones', al: null },
    ]);
  });
});
