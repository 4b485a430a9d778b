import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Autocomplete, TEXTO_SIN_RESULTADOS, type ItemAutocomplete } from './autocomplete';

const clientes: ItemAutocomplete[] = [
  { Id: 1, Nombre: 'José Pérez' },
  { Id: 2, Nombre: 'María José Soto' },
  { Id: 3, Nombre: 'Ñandú Tours' },
  { Id: 4, Nombre: 'Agencia Pérez' },
];

function Campo({ buscar, opciones, onValor }: { buscar?: (t: string) => Promise<readonly ItemAutocomplete[]>; opciones?: ItemAutocomplete[]; onValor?: jest.Mock }) {
  const [valor, setValor] = useState<ItemAutocomplete | null>(null);
  const [filtrar, setFiltrar] = useState(true);
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={filtrar}
          onChange={(e) => {
            setFiltrar(e.target.checked);
            // "The client filter clears the client when the filter is switched off."
            if (!e.target.checked) setValor(null);
          }}
        />
        Filtrar por cliente
      </label>
      <Autocomplete
        label="Cliente"
        value={valor}
        buscar={buscar}
        opciones={opciones}
        onChange={(v) => {
          setValor(v);
          onValor?.(v);
        }}
      />
      <output aria-label="Elegido">{valor ? valor.Nombre : 'ninguno'}</output>
    </>
  );
}

const elegido = () => screen.getByRole('status', { name: 'Elegido' });

const filtrarComoServidor = (texto: string) =>
  Promise.resolve(clientes.filter((c) => texto.split(' ').every((p) => c.Nombre.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').split(' ').some((w) => w.startsWith(p.toLowerCase())))));

describe('Autocomplete with a server search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for 2 characters and 200 ms of quiet before asking, once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const buscar = jest.fn(filtrarComoServidor);
    render(<Campo buscar={buscar} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'j');
    act(() => jest.advanceTimersByTime(500));
    expect(buscar).not.toHaveBeenCalled();
    await user.type(input, 'os');
    act(() => jest.advanceTimersByTime(199));
    expect(buscar).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(buscar).toHaveBeenCalledTimes(1);
    expect(buscar).toHaveBeenCalledWith('jos');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['José Pérez', 'María José Soto']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with the arrows and picks with Enter', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onValor = jest.fn();
    render(<Campo buscar={filtrarComoServidor} onValor={onValor} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'pe');
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await user.keyboard('{ArrowDown}{ArrowUp}'); // wraps: 1 -> 0 -> 1
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onValor).toHaveBeenLastCalledWith({ Id: 4, Nombre: 'Agencia Pérez' });
    expect(input).toHaveValue('Agencia Pérez');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('ignores an answer that arrives after newer typing', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let responderViejo: (v: ItemAutocomplete[]) => void = () => undefined;
    const buscar = jest
      .fn()
      .mockImplementationOnce(() => new Promise((r) => (responderViejo = r)))
      .mockImplementation(filtrarComoServidor);
    render(<Campo buscar={buscar} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'ma');
    await act(async () => jest.advanceTimersByTime(200));
    await user.type(input, 'r');
    await act(async () => jest.advanceTimersByTime(200));
    await act(async () => responderViejo([clientes[0]]));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['María José Soto']);
  });

  it('says when nothing matches; Escape closes, a second Escape clears', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Campo buscar={filtrarComoServidor} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'zz');
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.getByText(TEXTO_SIN_RESULTADOS)).toHaveAttribute('role', 'status');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('zz');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });
});

describe('Autocomplete with a static list', () => {
  it('matches word starts ignoring case and accents', async () => {
    const user = userEvent.setup();
    render(<Campo opciones={clientes} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'JOSE');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['José Pérez', 'María José Soto']);
    await user.clear(input);
    await user.type(input, 'nan');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ñandú Tours']);
    await user.clear(input);
    await user.type(input, 'ose');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('picks with the mouse, clears with its button, and restores the text on leaving', async () => {
    const user = userEvent.setup();
    render(<Campo opciones={clientes} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'tours');
    await user.click(screen.getByRole('option', { name: 'Ñandú Tours' }));
    expect(elegido()).toHaveTextContent('Ñandú Tours');
    await user.type(input, 'xx');
    expect(screen.getByText(TEXTO_SIN_RESULTADOS)).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('');
    expect(elegido()).toHaveTextContent('ninguno');

    await user.type(input, 'agen');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Quitar Cliente' }));
    expect(input).toHaveValue('');
    expect(elegido()).toHaveTextContent('ninguno');
  });

  it('is cleared when the page sets its value to null (client filter switched off)', async () => {
    const user = userEvent.setup();
    render(<Campo opciones={clientes} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'agen{Enter}');
    expect(input).toHaveValue('Agencia Pérez');
    await user.click(screen.getByRole('checkbox', { name: 'Filtrar por cliente' }));
    expect(input).toHaveValue('');
    expect(elegido()).toHaveTextContent('ninguno');
  });
});
