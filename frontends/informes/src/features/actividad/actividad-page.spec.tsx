import { screen, waitFor } from '@testing-library/react';
import { ultimoDiaDelMes, primerDiaDelMesMas } from '@recepcion/domain';
import { ddmmyyyy, mes, tecleada } from '../../../test/datos';
import { abrirInforme, enPantalla, avisosInfo, encabezadosDe, exportarCsv, filasDe, renderInformes, resetInformes, signIn } from '../../../test/render-informes';

beforeEach(signIn);
afterEach(resetInformes);

const finDeMes = ultimoDiaDelMes(mes(0));

describe('actividad por cliente', () => {
  it.each([
    [1, 'Actividad por cliente: ocupación', 'InfActividadOcupacion', ['Cliente', 'Giro', 'Reservas', 'Noches de habitación', '% del total'], ['Turismo Andes Ltda.', 'Agencia de Viajes', '3', '30', '75,00 %']],
    [3, 'Actividad por cliente: huéspedes', 'InfActividadHuespedes', ['Cliente', 'Giro', 'Llegadas', 'Pernoctaciones', '% del total'], ['Turismo Andes Ltda.', 'Agencia de Viajes', '6', '60', '80,00 %']],
    [4, 'Actividad por cliente: reservas', 'InfActividadReservas', ['Cliente', 'Giro', 'Reservas', 'Noches', 'Pasajeros', '% del total'], ['Turismo Andes Ltda.', 'Agencia de Viajes', '3', '30', '6', '75,00 %']],
  ])('tipo %i reads %s for the current month and every kind of client', async (tipo, titulo, informe, columnas, primera) => {
    const { api, grid } = await abrirInforme(`/informes/informe-actividad/${tipo}`, titulo as string);
    expect(document.title).toBe(`${titulo} - recepcion.app`);
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Informes/${informe}/${mes(0)}/${finDeMes}/0`, body: undefined }]);
    expect(encabezadosDe(grid)).toEqual(columnas);
    expect(filasDe(grid)[0]).toEqual(primera);
    expect(enPantalla().getByText(/^Período:/)).toHaveTextContent(`Período: ${ddmmyyyy(mes(0))} al ${ddmmyyyy(finDeMes)}`);
  });

  it('shows charges per client and currency, each with its cents, and the totals per currency', async () => {
    const { grid } = await abrirInforme('/informes/informe-actividad/2', 'Actividad por cliente: cargos');
    expect(encabezadosDe(grid)).toEqual(['Cliente', 'Giro', 'Moneda', 'Alojamiento', 'Cargos', 'Total', 'Ingresos', '% del total']);
    expect(filasDe(grid)).toEqual([
      ['Turismo Andes Ltda.', 'Agencia de Viajes', 'CLP', '900.000', '45.000', '945.000', '500.000', '100,00 %'],
      ['José Pérez', 'Particular', 'USD', '300,00', '20,50', '320,50', '320,50', '100,00 %'],
    ]);
    expect(enPantalla().getByText(/Total CLP/).closest('p')).toHaveTextContent('Total CLP: 945.000 · Total USD: 320,50');
  });

  it('snaps the period to whole months, keeps the end after the start and reads at most 13 months', async () => {
    const { user, api } = await abrirInforme('/informes/informe-actividad/1', 'Actividad por cliente: ocupación');
    const desde = screen.getByRole('textbox', { name: /^Desde/ });
    const hasta = screen.getByRole('textbox', { name: /^Hasta/ });

    await user.clear(hasta);
    await user.type(hasta, tecleada(primerDiaDelMesMas(mes(0), 20)));
    const tope = ultimoDiaDelMes(primerDiaDelMesMas(mes(0), 12));
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfActividadOcupacion/${mes(0)}/${tope}/0`));
    expect(enPantalla().getByText(/^Período:/)).toHaveTextContent(`Período: ${ddmmyyyy(mes(0))} al ${ddmmyyyy(tope)} (un informe abarca como máximo 13 meses)`);

    await user.clear(desde);
    expect(desde).toHaveAccessibleDescription('Seleccione la fecha Desde');
    await user.type(desde, tecleada(mes(14)));
    await user.clear(hasta);
    await user.type(hasta, tecleada(mes(3)));
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfActividadOcupacion/${mes(0)}/${finDeMes}/0`));
    expect(enPantalla().getByText(/^Período:/)).toHaveTextContent('(Hasta no puede ser anterior a Desde: se muestra hasta el fin de ese mes)');

    await user.clear(hasta);
    await user.type(hasta, tecleada(mes(20)));
    await waitFor(() => expect(enPantalla().getByText(/^Período:/)).toHaveTextContent(`Período: ${ddmmyyyy(mes(0))} al ${ddmmyyyy(finDeMes)} (el informe abarca meses completos)`));
  });

  it('reads one kind of client, and says when none had activity', async () => {
    const { user, api, grid } = await abrirInforme('/informes/informe-actividad/1', 'Actividad por cliente: ocupación');
    await waitFor(() => expect(avisosInfo()).toEqual(['Informe actualizado']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Giro' }), 'Particular');
    await waitFor(() => expect(filasDe(grid)).toEqual([['José Pérez', 'Particular', '1', '10', '25,00 %']]));
    expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfActividadOcupacion/${mes(0)}/${finDeMes}/1`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Giro' }), 'Municipalidad');
    expect(await screen.findByText('Ningún cliente tuvo actividad en el período.')).toBeInTheDocument();
  });

  it('exports the rows with the figures as shown', async () => {
    const { user } = await abrirInforme('/informes/informe-actividad/2', 'Actividad por cliente: cargos');
    const { nombre, texto } = await exportarCsv(user);
    expect(nombre).toBe(`actividad-cargos-${mes(0)}-${finDeMes}.csv`);
    expect(texto.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFCliente;Giro;Moneda;Alojamiento;Cargos;Total;Ingresos;% del total',
      'Turismo Andes Ltda.;Agencia de Viajes;CLP;900.000;45.000;945.000;500.000;100,00 %',
      'José Pérez;Particular;USD;300,00;20,50;320,50;320,50;100,00 %',
    ]);
  });

  it('an unknown type is no page of the area', async () => {
    renderInformes('/informes/informe-actividad/9');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
