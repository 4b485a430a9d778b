import { act, renderHook } from '@testing-library/react';
import { useEdicionEnLinea } from './use-edicion-en-linea';

interface Regimen {
  Id: number;
  Nombre: string;
}

const filas: Regimen[] = [
  { Id: 1, Nombre: 'Desayuno' },
  { Id: 2, Nombre: 'Media pensión' },
];

function montar() {
  return renderHook((props: { filas: Regimen[] }) => useEdicionEnLinea({ filas: props.filas, claveDe: (r) => r.Id, nueva: () => ({ Id: 0, Nombre: '' }) }), {
    initialProps: { filas },
  });
}

describe('useEdicionEnLinea', () => {
  it('edits a copy of the row and cancel restores it', () => {
    const { result } = montar();
    act(() => void result.current.editar(filas[1]));
    expect(result.current.modo).toBe('editando');
    act(() => result.current.cambiar({ Nombre: 'Pensión completa' }));
    expect(result.current.filasVisibles.map((r) => r.Nombre)).toEqual(['Desayuno', 'Pensión completa']);
    expect(filas[1].Nombre).toBe('Media pensión');
    act(() => result.current.cancelar());
    expect(result.current.modo).toBe('ninguno');
    expect(result.current.filasVisibles).toEqual(filas);
  });

  it('creates a new row on top and cancel removes it', () => {
    const { result } = montar();
    act(() => void result.current.crear());
    expect(result.current.modo).toBe('creando');
    expect(result.current.filasVisibles).toHaveLength(3);
    expect(result.current.estaEditando(result.current.filasVisibles[0])).toBe(true);
    act(() => result.current.cancelar());
    expect(result.current.filasVisibles).toEqual(filas);
  });

  it('opens one row at a time', () => {
    const { result } = montar();
    let segunda = true;
    act(() => void result.current.editar(filas[0]));
    act(() => {
      segunda = result.current.editar(filas[1]);
    });
    expect(segunda).toBe(false);
    act(() => {
      segunda = result.current.crear();
    });
    expect(segunda).toBe(false);
    expect(result.current.borrador?.Id).toBe(1);
  });

  it('closes the row when saving succeeds, with the draft and the mode handed over', async () => {
    const { result } = montar();
    const guardar = jest.fn().mockResolvedValue(undefined);
    act(() => void result.current.crear());
    act(() => result.current.cambiar({ Nombre: 'Todo incluido' }));
    let ok = false;
    await act(async () => {
      ok = await result.current.guardar(guardar);
    });
    expect(ok).toBe(true);
    expect(guardar).toHaveBeenCalledWith({ Id: 0, Nombre: 'Todo incluido' }, 'creando');
    expect(result.current.modo).toBe('ninguno');
  });

  it('keeps the row open with the changes when saving fails', async () => {
    const { result } = montar();
    act(() => void result.current.editar(filas[0]));
    act(() => result.current.cambiar({ Nombre: '' }));
    let ok = true;
    await act(async () => {
      ok = await result.current.guardar(() => Promise.reject(new Error('Falta el nombre')));
    });
    expect(ok).toBe(false);
    expect(result.current.modo).toBe('editando');
    expect(result.current.borrador?.Nombre).toBe('');
    expect(result.current.guardando).toBe(false);
  });
});
