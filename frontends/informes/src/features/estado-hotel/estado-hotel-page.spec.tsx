import { screen, waitFor, within } from '@testing-library/react';
import { session } from '@recepcion/session';
import { configuracionPrueba, HOTEL_PRUEBA, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { datosIniciales, dia, ddmmyyyy, sala, tecleada } from '../../../test/datos';
import { abrirInforme, avisosInfo, encabezadosDe, exportarCsv, filasDe, renderInformes, resetInformes, signIn } from '../../../test/render-informes';

const PATH = '/informes/informe-estado-hotel';

beforeEach(signIn);
afterEach(resetInformes);

describe('estado del hotel (housekeeping)', () => {
  it("shows every room today: who leaves, who is in, who arrives, how clean it is; and says the report is up to date", async () => {
    const { api, grid } = await abrirInforme(PATH, 'Estado del hotel');
    expect(document.title).toBe('Estado del hotel - recepcion.app');
    expect(screen.getByRole('heading', { level: 1, name: 'Estado del hotel' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Fecha/ })).toHaveValue(ddmmyyyy(dia(0)));
    // The stays of the day and the housekeeping board's states, read together.
    expect(api.apiCalls()).toEqual([
      { method: 'GET', url: `/api/Informes/InfEstadoHotel/${dia(0)}`, body: undefined },
      { method: 'GET', url: '/api/Pisos', body: undefined },
    ]);
    expect(encabezadosDe(grid)).toEqual(['Habitación', 'Estado', 'Estado de limpieza', 'Entrada', 'Salida', 'Cliente', 'Pasajeros', 'Personas', 'Motivo']);
    expect(filasDe(grid)).toEqual([
      ['101', 'Sale', 'Sucia', ddmmyyyy(dia(-3)), ddmmyyyy(dia(0)), 'José Pérez', 'José Pérez, Ana Soto', '2', ''],
      ['101', 'Llega', 'Sucia', ddmmyyyy(dia(0)), ddmmyyyy(dia(2)), 'Turismo Andes Ltda.', '', '3', ''],
      ['102', 'Ocupada', 'Limpia', ddmmyyyy(dia(-1)), ddmmyyyy(dia(4)), 'María Díaz', 'María Díaz', '1', ''],
      ['103', 'Libre', 'Inspeccionada', '', '', '', '', '', ''],
      ['104', 'Bloqueada', 'Sucia', ddmmyyyy(dia(-1)), ddmmyyyy(dia(2)), '', '', '', ''],
    ]);
    expect(within(screen.getByRole('main')).getByText(/Libre:/).closest('p')).toHaveTextContent('Libre: 1 · Ocupada: 1 · Llega: 1 · Sale: 1 · Bloqueada: 1');
    await waitFor(() => expect(avisosInfo()).toEqual(['Informe actualizado']));
  });

  it('a guest who already checked out shows Salió, before the next arrival; the legend tells it from Sale, and paper marks the rooms to clean', async () => {
    const datos = datosIniciales();
    datos.EstadoHotel[dia(0)] = [
      sala('101', 1, { Estado: 'Salió', Entrada: dia(-3), Salida: dia(0), Cliente: 'José Pérez', Personas: 2, ReservaId: 5, EstadoReservaId: 8 }),
      sala('101', 1, { Estado: 'Llega', Entrada: dia(0), Salida: dia(2), Cliente: 'Turismo Andes Ltda.', Personas: 3, ReservaId: 6, EstadoReservaId: 2 }),
      sala('102', 2, { Estado: 'Sale', Entrada: dia(-1), Salida: dia(0), Cliente: 'María Díaz', Personas: 1, ReservaId: 7, EstadoReservaId: 7 }),
      sala('103', 3),
    ];
    const { grid } = await abrirInforme(PATH, 'Estado del hotel', { datos });
    expect(filasDe(grid).map((f) => f.slice(0, 2))).toEqual([
      ['101', 'Salió'],
      ['101', 'Llega'],
      ['102', 'Sale'],
      ['103', 'Libre'],
    ]);
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/Libre:/).closest('p')).toHaveTextContent('Libre: 1 · Llega: 1 · Sale: 1 · Salió: 1');
    const leyenda = main.getByText('hizo check-out: por limpiar').closest('dl') as HTMLElement;
    expect([...leyenda.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Libre: sin huésped',
      'Llega: llega, aún sin check-in',
      'Sale: sale, aún sin check-out',
      'Salió: hizo check-out: por limpiar',
    ]);

    const papel = document.querySelector('.rc-impresion') as HTMLElement;
    expect(papel.querySelector('.inf-documento__resumen')).toHaveTextContent('Libre: 1 · Llega: 1 · Sale: 1 · Salió: 1');
    expect(papel.querySelector('.inf-documento__leyenda')).toHaveTextContent('Salióhizo check-out: por limpiar');
    expect([...papel.querySelectorAll('tbody tr')].map((tr) => tr.className)).toEqual([
      'inf-documento__fila--salio',
      'inf-documento__fila--llega',
      'inf-documento__fila--sale',
      'inf-documento__fila--libre',
    ]);
  });

  it('tells a room out of order from a block, with its reason on screen and on paper', async () => {
    const datos = datosIniciales();
    datos.EstadoHotel[dia(0)] = [
      sala('103', 3, { Estado: 'Bloqueada', Entrada: dia(0), Salida: dia(3), Cliente: 'Airbnb' }),
      sala('104', 4, { Estado: 'Fuera de servicio', Entrada: dia(-2), Salida: dia(5), Motivo: 'Filtración en el baño' }),
    ];
    const { grid } = await abrirInforme(PATH, 'Estado del hotel', { datos });
    expect(filasDe(grid)).toEqual([
      ['103', 'Bloqueada', 'Inspeccionada', ddmmyyyy(dia(0)), ddmmyyyy(dia(3)), 'Airbnb', '', '', ''],
      ['104', 'Fuera de servicio', 'Sucia', ddmmyyyy(dia(-2)), ddmmyyyy(dia(5)), '', '', '', 'Filtración en el baño'],
    ]);
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/Bloqueada:/).closest('p')).toHaveTextContent('Bloqueada: 1 · Fuera de servicio: 1');
    expect(main.getByText('fuera de servicio, por el motivo indicado')).toBeInTheDocument();
    const papel = document.querySelector('.rc-impresion') as HTMLElement;
    const fila = papel.querySelector('tbody tr:last-child') as HTMLElement;
    expect(fila).toHaveClass('inf-documento__fila--fuera-de-servicio');
    expect(fila.lastElementChild).toHaveTextContent('Filtración en el baño');
  });

  it('prints on paper only the report, under the hotel header', async () => {
    session.establecer({ hotel_id: HOTEL_PRUEBA, user_id: USUARIO_PRUEBA.Id, usuario: USUARIO_PRUEBA, config: configuracionPrueba({ Encabezado: 'Av. Costanera 123\nPuerto Montt' }) });
    const { user } = await abrirInforme(PATH, 'Estado del hotel');
    const imprimir = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(imprimir).toHaveBeenCalledTimes(1);
    imprimir.mockRestore();

    expect(document.body).toHaveClass('rc-imprimiendo');
    const papel = document.querySelector('.rc-impresion') as HTMLElement;
    expect(papel).toHaveAttribute('aria-hidden', 'true');
    const documento = within(papel).getByRole('article', { hidden: true });
    expect(documento).toHaveTextContent('Hotel Sur');
    expect(documento.querySelector('.inf-documento__encabezado')?.textContent).toBe('Av. Costanera 123\nPuerto Montt');
    expect(within(documento).getByRole('heading', { hidden: true })).toHaveTextContent(/^Estado del hotel · \p{L}+ \d+ de \p{L}+ de \d{4}$/u);
    expect(within(documento).getAllByRole('row', { hidden: true })).toHaveLength(6);
    expect(within(documento).getAllByRole('columnheader', { hidden: true }).map((c) => c.textContent)).toEqual([
      'Habitación',
      'Estado',
      'Estado de limpieza',
      'Entrada',
      'Salida',
      'Cliente',
      'Pasajeros',
      'Personas',
      'Observaciones',
    ]);
    const filas = [...documento.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent));
    expect(filas).toEqual([
      ['101', 'Sale', 'Sucia'],
      ['101', 'Llega', 'Sucia'],
      ['102', 'Ocupada', 'Limpia'],
      ['103', 'Libre', 'Inspeccionada'],
      ['104', 'Bloqueada', 'Sucia'],
    ]);
  });

  it('still shows the day when the housekeeping states cannot be read, with the column blank and no error', async () => {
    const { grid } = await abrirInforme(PATH, 'Estado del hotel', { override: (c) => (c.url === '/api/Pisos' ? { status: 500, body: { Message: 'Error del servidor' } } : undefined) });
    expect(filasDe(grid).map((f) => f.slice(0, 3))).toEqual([
      ['101', 'Sale', ''],
      ['101', 'Llega', ''],
      ['102', 'Ocupada', ''],
      ['103', 'Libre', ''],
      ['104', 'Bloqueada', ''],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads another day, and says so when the day is erased', async () => {
    const { user, api } = await abrirInforme(PATH, 'Estado del hotel');
    const fecha = screen.getByRole('textbox', { name: /^Fecha/ });
    await user.clear(fecha);
    expect(fecha).toHaveAccessibleDescription('Seleccione la fecha');
    await user.type(fecha, tecleada(dia(30)));
    await waitFor(() => expect(api.apiCalls().at(-2)?.url).toBe(`/api/Informes/InfEstadoHotel/${dia(30)}`));
    expect(await screen.findByText('El hotel no tiene habitaciones todavía.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('exports the rooms as a CSV a Spanish Excel opens: BOM, semicolons, dates as shown', async () => {
    const { user } = await abrirInforme(PATH, 'Estado del hotel');
    const { nombre, texto } = await exportarCsv(user);
    expect(nombre).toBe(`estado-hotel-${dia(0)}.csv`);
    expect(texto.charCodeAt(0)).toBe(0xfeff);
    expect(texto.slice(1).split('\r\n').slice(0, 2)).toEqual([
      'Habitación;Estado;Estado de limpieza;Entrada;Salida;Cliente;Pasajeros;Personas;Motivo',
      `101;Sale;Sucia;${ddmmyyyy(dia(-3))};${ddmmyyyy(dia(0))};José Pérez;José Pérez, Ana Soto;2;`,
    ]);
  });

  it('shows loading while the report is read, and the failure with Reintentar', async () => {
    let soltar: (v: { status: number; body: unknown }) => void = () => undefined;
    let primera = true;
    const { user } = renderInformes(PATH, {
      override: (c) => {
        if (!c.url.includes('InfEstadoHotel') || !primera) return undefined;
        primera = false;
        return new Promise((r) => (soltar = r));
      },
    });
    expect(await screen.findByText('Cargando el informe…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Estado del hotel' })).toHaveAttribute('aria-busy', 'true');
    soltar({ status: 500, body: { Message: 'Error del servidor' } });
    const falla = await screen.findByText('No se pudo cargar el informe.');
    expect(falla.closest('[role="alert"]')).toHaveTextContent('Error del servidor');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(filasDe(await screen.findByRole('grid', { name: 'Estado del hotel' }))).toHaveLength(5);
  });
});
