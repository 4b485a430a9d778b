import { api } from '@recepcion/api-client';
import type { MonedaResumen } from '@recepcion/contracts';
import { CheckboxField, confirmar, ListaEstado, PageHeader, TextField, toast, useQuery } from '@recepcion/ui';
import { type FormEvent, useState } from 'react';
import { AREA_ROOT } from '../../lib/area';

export const TITULO_MONEDAS = 'Monedas';
export const MENSAJES_MONEDA = {
  codigo: 'El código de la moneda son tres letras (ISO 4217)',
  nombre: 'Falta el nombre de la moneda',
  eliminar: '¿Confirma que desea eliminar este registro?',
} as const;

const getMonedas = (signal: AbortSignal) => api.get<MonedaResumen[]>('Monedas', { signal });
/** `POST /api/Monedas` or `PUT /api/Monedas/{IDMoneda}` (operators only): the global catalogue. */
const guardarMoneda = (m: MonedaResumen, nueva: boolean) => (nueva ? api.post<MonedaResumen>('Monedas', m) : api.put<MonedaResumen>(`Monedas/${m.IDMoneda}`, m));
const eliminarMoneda = (id: string) => api.delete(`Monedas/${id}`);

interface Form {
  IDMoneda: string;
  Nombre: string;
  Centavos: boolean;
}
const VACIO: Form = { IDMoneda: '', Nombre: '', Centavos: true };

/** `/root/Monedas`: the currencies every hotel may use (keyed by their ISO code), with or without cents. */
export function MonedasPage() {
  const { state, refetch } = useQuery('Monedas', getMonedas);
  const [form, setForm] = useState<Form>(VACIO);
  const [editando, setEditando] = useState<string | null>(null);
  const [errores, setErrores] = useState<Partial<Record<keyof Form, string>>>({});

  const guardar = async (e: FormEvent) => {
    e.preventDefault();
    const codigo = form.IDMoneda.trim().toUpperCase();
    const nuevos: Partial<Record<keyof Form, string>> = {};
    if (!/^[A-Z]{3}$/.test(codigo)) nuevos.IDMoneda = MENSAJES_MONEDA.codigo;
    if (!form.Nombre.trim()) nuevos.Nombre = MENSAJES_MONEDA.nombre;
    setErrores(nuevos);
    if (Object.keys(nuevos).length) return;
    await guardarMoneda({ IDMoneda: codigo, Nombre: form.Nombre.trim(), Centavos: form.Centavos }, editando === null);
    toast.success('Guardado con éxito');
    setForm(VACIO);
    setEditando(null);
    refetch();
  };

  const eliminar = async (m: MonedaResumen) => {
    if (!(await confirmar(MENSAJES_MONEDA.eliminar))) return;
    await eliminarMoneda(m.IDMoneda);
    toast.success('Eliminado con éxito');
    refetch();
  };

  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_MONEDAS} descripcion="Las monedas que puede usar cualquier hotel, por su código ISO, con o sin centavos." />
      <section className="rc-card root-card" aria-label={editando ? `Editar ${editando}` : 'Nueva moneda'}>
        <form className="root-filtros" onSubmit={(e) => void guardar(e)}>
          <TextField label="Código" maxLength={3} value={form.IDMoneda} readOnly={editando !== null} error={errores.IDMoneda} onChange={(e) => setForm({ ...form, IDMoneda: e.target.value })} />
          <TextField label="Nombre" maxLength={60} value={form.Nombre} error={errores.Nombre} onChange={(e) => setForm({ ...form, Nombre: e.target.value })} />
          <CheckboxField label="Usa centavos" checked={form.Centavos} onChange={(e) => setForm({ ...form, Centavos: e.target.checked })} />
          <button type="submit" className="rc-button rc-button--primary">
            {editando ? 'Guardar' : 'Agregar'}
          </button>
          {editando && (
            <button
              type="button"
              className="rc-button"
              onClick={() => {
                setEditando(null);
                setForm(VACIO);
                setErrores({});
              }}
            >
              Cancelar
            </button>
          )}
        </form>
      </section>
      <section className="rc-card root-card" aria-label="Lista de monedas">
        {state.status === 'success' && state.data.length > 0 ? (
          <table className="rc-tabla" aria-label={TITULO_MONEDAS}>
            <thead>
              <tr>
                <th scope="col">Código</th>
                <th scope="col">Nombre</th>
                <th scope="col">Centavos</th>
                <th scope="col">
                  <span className="rc-sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...state.data]
                .sort((a, b) => a.Nombre.localeCompare(b.Nombre, 'es'))
                .map((m) => (
                  <tr key={m.IDMoneda}>
                    <td>{m.IDMoneda}</td>
                    <td>{m.Nombre}</td>
                    <td>{m.Centavos ? 'Sí' : 'No'}</td>
                    <td className="root-acciones">
                      <button
                        type="button"
                        className="rc-button"
                        aria-label={`Editar ${m.IDMoneda}`}
                        onClick={() => {
                          setEditando(m.IDMoneda);
                          setForm({ IDMoneda: m.IDMoneda, Nombre: m.Nombre, Centavos: m.Centavos });
                          setErrores({});
                        }}
                      >
                        Editar
                      </button>
                      <button type="button" className="rc-button" aria-label={`Eliminar ${m.IDMoneda}`} onClick={() => void eliminar(m)}>
                        Eliminar
                      </button>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        ) : (
          <ListaEstado state={state} cargando="Cargando monedas…" error="No se pudo cargar la lista de monedas." vacio="No hay monedas." onReintentar={refetch} />
        )}
      </section>
    </>
  );
}
