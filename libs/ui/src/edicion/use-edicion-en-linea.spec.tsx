import { act, renderHook } from '@testing-library/react';
import { useMutation } from '../datos/use-mutation';
import { getToasts, toast } from '../toast/toast-store';
import { MENSAJE_TERMINAR_EDICION, useEdicionEnLinea } from './use-edicion-en-linea';

interface Regimen {
  Id: number;
  Nombre: string;
}

const filas: Regimen[] = [
  { Id: 1, Nombre: 'Desayuno' },
  { Id: 2, Nombre: 'Media pensión' },
];

function montar(guardar: (datos: Regimen) => Promise<Regimen>, onGuardado = jest.fn(), enfocar = jest.fn()) {
  return renderHook(() =>
    useEdicionEnLinea<Regimen, { Nombre: string }>({
      seleccionado: filas[1],
      nuevo: () => ({ Nombre: '' }),
      desde: (r) => ({ Nombre: r.Nombre }),
      validar: (form) => (form.Nombre.trim() ? {} : { Nombre: 'Ingrese el Nombre' }),
      orden: ['Nombre'],
      datos: (Id, form) => ({ Id, ...form }),
      guardar: useMutation(guardar as (datos: Partial<Regimen> & { Id: number }) => Promise<Regimen>),
      onGuardado,
      enfocar,
    }),
  );
}

afterEach(() => act(() => toast.clear()));

describe('useEdicionEnLinea', () => {
  it('edits the selected row; cancel drops what was typed', () => {
    const { result } = montar(jest.fn());
    act(() => result.current.editar());
    expect(result.current.edicion).toEqual({ id: 2, valores: { Nombre: 'Media pensión' }, errores: {} });
    act(() => result.current.cambiar('Nombre', 'Pensión completa'));
    expect(result.current.edicion?.valores.Nombre).toBe('Pensión completa');
    act(() => result.current.cancelar());
    expect(result.current.edicion).toBeNull();
  });

  it('opens one row at a time and says so', () => {
    const { result } = montar(jest.fn());
    act(() => result.current.nuevo());
    act(() => result.current.editar(filas[0]));
    expect(result.current.edicion?.id).toBe(0);
    expect(getToasts().map((t) => t.message)).toEqual([MENSAJE_TERMINAR_EDICION]);
  });

  it('shows the messages and focuses the first field instead of saving', async () => {
    const guardar = jest.fn();
    const enfocar = jest.fn();
    const { result } = montar(guardar, jest.fn(), enfocar);
    act(() => result.current.nuevo());
    await act(async () => void (await result.current.guardar()));
    expect(guardar).not.toHaveBeenCalled();
    expect(result.current.edicion?.errores).toEqual({ Nombre: 'Ingrese el Nombre' });
    expect(enfocar).toHaveBeenCalledWith('Nombre');
  });

  it('saves the body, closes the row and hands over the saved row; a refusal keeps it open', async () => {
    const onGuardado = jest.fn();
    const guardar = jest.fn().mockRejectedValueOnce(new Error('rechazado')).mockImplementation(async (datos: Regimen) => ({ ...datos, Id: 3 }));
    const { result } = montar(guardar, onGuardado);
    act(() => result.current.nuevo());
    act(() => result.current.cambiar('Nombre', 'Todo incluido'));
    let ok = true;
    await act(async () => {
      ok = await result.current.guardar();
    });
    expect(ok).toBe(false);
    expect(result.current.edicion?.valores.Nombre).toBe('Todo incluido');
    await act(async () => {
      ok = await result.current.guardar();
    });
    expect(ok).toBe(true);
    expect(guardar).toHaveBeenLastCalledWith({ Id: 0, Nombre: 'Todo incluido' });
    expect(onGuardado).toHaveBeenCalledWith({ Id: 3, Nombre: 'Todo incluido' });
    expect(result.current.edicion).toBeNull();
  });
});
