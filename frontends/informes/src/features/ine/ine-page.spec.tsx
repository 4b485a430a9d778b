import { screen, waitFor } from '@testing-library/react';
import { primerDiaDelMesMas } from '@recepcion/domain';
import { mes, tecleada } from '../../../test/datos';
import { abrirInforme, enPantalla, encabezadosDe, exportarCsv, filasDe, resetInformes, signIn } from '../../../test/render-informes';
import { nombreMes } from '../../lib/fechas';

beforeEach(signIn);
afterEach(resetInformes);

describe('INE: ciudades de pasajeros', () => {
  it('reads the current month: arrivals, nights and overnight stays per city of residence, with totals', async () => {
    const { api, grid } = await abrirInforme('/informes/informe-ciudades-pasajeros', 'Ciudades de pasajeros');
    expect(document.title).toBe('Ciudades de pasajeros - recepcion.app');
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Informes/InfNacionalINE/${mes(0)}`, body: undefined }]);
    expect(encabezadosDe(grid)).toEqual(['Ciudad', 'Llegadas', 'Noches', 'Pernoctaciones']);
    expect(filasDe(grid)).toEqual([
      ['Santiago', '4', '9', '14'],
      ['Valparaíso', '2', '3', '6'],
      ['Sin ciudad', '1', '2', '2'],
    ]);
    expect(enPantalla().getByText(/^Mes:/)).toHaveTextContent(`Mes: ${nombreMes(mes(0))}`);
    expect(enPantalla().getByText(/^Llegadas:/)).toHaveTextContent('Llegadas: 7 · Noches: 14 · Pernoctaciones: 22');
  });

  it('reads the month of the date typed (from its first day), and asks for a date when there is none', async () => {
    const { user, api } = await abrirInforme('/informes/informe-ciudades-pasajeros', 'Ciudades de pasajeros');
    const desde = screen.getByRole('textbox', { name: /^Desde/ });
    await user.clear(desde);
    expect(desde).toHaveAccessibleDescription(/Seleccione la fecha/);
    const otroMes = primerDiaDelMesMas(mes(0), -1);
    await user.type(desde, tecleada(`${otroMes.slice(0, 8)}15`));
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfNacionalINE/${otroMes}`));
    expect(await screen.findByText('No hubo huéspedes en el mes.')).toBeInTheDocument();
  });
});

describe('INE: países de pasajeros', () => {
  it('reads guests per country of residence for the current month, and exports them', async () => {
    const { api, grid, user } = await abrirInforme('/informes/informe-paises-pasajeros', 'Países de pasajeros');
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Informes/InfPaisesINE/${mes(0)}`, body: undefined }]);
    expect(filasDe(grid)).toEqual([
      ['Chile', '7', '14', '22'],
      ['Argentina', '2', '4', '8'],
    ]);
    const { nombre, texto } = await exportarCsv(user);
    expect(nombre).toBe(`ine-paises-${mes(0).slice(0, 7)}.csv`);
    expect(texto.split('\r\n').slice(0, 2)).toEqual(['\uFEFFPaís;Llegadas;Noches;Pernoctaciones', 'Chile;7;14;22']);
  });
});
