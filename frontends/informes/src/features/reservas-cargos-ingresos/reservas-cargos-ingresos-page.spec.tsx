import { screen, waitFor } from '@testing-library/react';
import { isoDeFechaLocal, primerDiaDelMesMas, ultimoDiaDelMes } from '@recepcion/domain';
import { ddmmyyyy, mes, tecleada } from '../../../test/datos';
import { abrirInforme, enPantalla, encabezadosDe, exportarCsv, filasDe, renderInformes, resetInformes, signIn } from '../../../test/render-informes';

const PATH = '/informes/informe-reservas-cargos-ingresos';
const finDelSiguiente = ultimoDiaDelMes(primerDiaDelMesMas(mes(0), 1));

beforeEach(signIn);
afterEach(resetInformes);

describe('reservas con cargos e ingresos', () => {
  it('reads from the first of this month to the end of the next: charges, payments and balance per reservation and currency', async () => {
    const { api, grid } = await abrirInforme(PATH, 'Reservas con cargos e ingresos');
    expect(document.title).toBe('Reservas con cargos e ingresos - recepcion.app');
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Informes/InfReservasCargosIngresos/${mes(0)}/${finDelSiguiente}`, body: undefined }]);
    expect(encabezadosDe(grid)).toEqual(['Reserva', 'Check-in', 'Check-out', 'Cliente', 'Grupo', 'Pasajeros', 'Estado', 'Moneda', 'Cargo', 'Ingreso', 'Saldo']);
    expect(filasDe(grid)).toEqual([
      ['5', ddmmyyyy(mes(2)), ddmmyyyy(mes(5)), 'José Pérez', '', '2', 'Check-IN', 'Peso chileno', '150.000', '100.000', '50.000'],
      ['5', ddmmyyyy(mes(2)), ddmmyyyy(mes(5)), 'José Pérez', '', '2', 'Check-IN', 'Dólar estadounidense', '21,00', '10,50', '10,50'],
      ['6', ddmmyyyy(mes(40)), ddmmyyyy(mes(43)), 'Turismo Andes Ltda.', 'Coro Austral', '6', 'Confirmado', 'Peso chileno', '300.000', '0', '300.000'],
    ]);
    expect(enPantalla().getByText(/^Reservas:/).closest('div')).toHaveTextContent(
      'Reservas: 2 · CLP: cargos 450.000, ingresos 100.000, saldo 350.000 · USD: cargos 21,00, ingresos 10,50, saldo 10,50',
    );
  });

  it('reads the period typed, and says when no reservation stays in it', async () => {
    const { user, api } = await abrirInforme(PATH, 'Reservas con cargos e ingresos');
    const hasta = screen.getByRole('textbox', { name: /^Hasta/ });
    await user.clear(hasta);
    await user.type(hasta, tecleada(mes(1)));
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfReservasCargosIngresos/${mes(0)}/${mes(1)}`));
    expect(await screen.findByText('No hay reservas con estadía en el período.')).toBeInTheDocument();
  });

  it('exports the rows with each currency as shown', async () => {
    const { user } = await abrirInforme(PATH, 'Reservas con cargos e ingresos');
    const { nombre, texto } = await exportarCsv(user);
    expect(nombre).toBe(`reservas-cargos-ingresos-${mes(0)}-${finDelSiguiente}.csv`);
    expect(texto.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFReserva;Check-in;Check-out;Cliente;Grupo;Pasajeros;Estado;Moneda;Cargo;Ingreso;Saldo',
      `5;${ddmmyyyy(mes(2))};${ddmmyyyy(mes(5))};José Pérez;;2;Check-IN;Peso chileno;150.000;100.000;50.000`,
      `5;${ddmmyyyy(mes(2))};${ddmmyyyy(mes(5))};José Pérez;;2;Check-IN;Dólar estadounidense;21,00;10,50;10,50`,
    ]);
  });

  it('«A las» a past moment reads the report as it stood then, says so, and «Volver a ahora» reads the present', async () => {
    const { user, api } = await abrirInforme(PATH, 'Reservas con cargos e ingresos');
    const ayer = new Date();
    ayer.setDate(ayer.getDate() - 1);
    const dia = screen.getByRole('textbox', { name: 'A las' });
    const hora = (screen.getByLabelText('Hora') as HTMLInputElement).value;
    await user.clear(dia);
    await user.type(dia, tecleada(isoDeFechaLocal(ayer)));
    const aLas = new Date(`${isoDeFechaLocal(ayer)}T${hora}:00`).toISOString();
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfReservasCargosIngresos/${mes(0)}/${finDelSiguiente}?aLas=${encodeURIComponent(aLas)}`));
    expect(screen.getByText(`Vista al ${ddmmyyyy(isoDeFechaLocal(ayer))} ${hora} — solo lectura`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a ahora' }));
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfReservasCargosIngresos/${mes(0)}/${finDelSiguiente}`));
    expect(screen.queryByText(/Vista al/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderInformes(PATH, { override: (c) => (c.url.includes('InfReservasCargosIngresos') ? { status: 400, body: { Message: 'Seleccione la fecha' } } : undefined) });
    expect(await screen.findByText('No se pudo cargar el informe.')).toBeInTheDocument();
    expect(screen.getAllByText(/Seleccione la fecha/).length).toBeGreaterThan(0);
  });
});
