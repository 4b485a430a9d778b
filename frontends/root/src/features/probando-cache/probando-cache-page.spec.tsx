import { conectarVivo, empujar, sockets } from '@recepcion/testing-web';
import { act, screen, waitFor, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const dato = (termino: string) => screen.getByText(termino, { selector: 'dt' }).nextElementSibling;
const fila = (lista: string) => within(screen.getByRole('table', { name: 'Listas de referencia' })).getByRole('rowheader', { name: lista }).closest('tr') as HTMLElement;
const celdas = (lista: string) => within(fila(lista)).getAllByRole('cell').map((c) => c.textContent);
const FECHA_HORA = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;

const LISTAS = {
  Habitaciones: [
    { Id: 1, Nombre: '101' },
    { Id: 2, Nombre: '102' },
  ],
  Monedas: [{ IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: false }],
  HotelMonedas: [{ Id: 1, MonedaId: 'CLP' }],
};

describe('Prueba: caché', () => {
  it('counts the rows of each live list, says when they loaded and changed, and loads them again', async () => {
    const { user, api } = renderRoot('/root/probando-cache');
    expect(dato('Cargadas')).toHaveTextContent('Todavía no');
    expect(celdas('Habitaciones')).toEqual(['Sin cargar', '—']);

    act(() => conectarVivo(LISTAS));
    expect(dato('Cargadas')?.textContent).toMatch(FECHA_HORA);
    expect(dato('Canal en vivo')).toHaveTextContent('Conectado');
    expect(dato('Registros en total')).toHaveTextContent('4');
    expect(celdas('Habitaciones')).toEqual(['2', '—']);
    expect(celdas('Monedas')).toEqual(['1', '—']);
    expect(celdas('HotelMonedas')).toEqual(['1', '—']);
    expect(celdas('Cargos')).toEqual(['Sin cargar', '—']);

    act(() => empujar({ entidad: 'Habitaciones', metodo: 'insert', datos: { Id: 3, Nombre: '103' } }));
    expect(celdas('Habitaciones')[0]).toBe('3');
    expect(celdas('Habitaciones')[1]).toMatch(FECHA_HORA);
    expect(dato('Registros en total')).toHaveTextContent('5');

    // Reload: the lists are dropped, the channel opens again and openhotel answers anew.
    const antes = sockets.length;
    await user.click(screen.getByRole('button', { name: 'Volver a cargar las listas' }));
    expect(screen.getByRole('button', { name: 'Cargando…' })).toHaveAttribute('aria-busy', 'true');
    expect(celdas('Habitaciones')).toEqual(['Sin cargar', '—']);
    await waitFor(() => expect(sockets.length).toBe(antes + 1));
    act(() => conectarVivo({ ...LISTAS, Habitaciones: [...LISTAS.Habitaciones, { Id: 3, Nombre: '103' }, { Id: 4, Nombre: '104' }], Cargos: [] }));
    expect(screen.getByRole('button', { name: 'Volver a cargar las listas' })).toBeInTheDocument();
    expect(celdas('Habitaciones')).toEqual(['4', '—']);
    expect(celdas('Cargos')).toEqual(['0', '—']);
    expect(api.apiCalls()).toEqual([]);
  });
});
