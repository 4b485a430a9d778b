import { Autocomplete, SelectField } from '@recepcion/ui';
import { useId } from 'react';
import { buscarClientes } from './api/buscar-clientes';
import type { ItemNombre, LineaHabitacion } from './tipos';

export interface ACargo {
  modo: 'habitacion' | 'cliente';
  HabitacionId: number | null;
  cliente: ItemNombre | null;
}

/** The rooms of the reservation, once each (a room may have several lines). */
export function habitacionesDeReserva(lineas: readonly LineaHabitacion[]): { value: number; label: string }[] {
  const vistas = new Map<number, string>();
  for (const l of lineas) if (l.HabitacionId && !vistas.has(l.HabitacionId)) vistas.set(l.HabitacionId, l.HabitacionNombre ?? String(l.HabitacionId));
  return [...vistas].map(([value, label]) => ({ value, label }));
}

/**
 * Who a charge or payment is on: one of the reservation's rooms, or a client (spec section 5:
 * "room or client").
 */
export function ACargoDe({ valor, lineas, error, onChange }: { valor: ACargo; lineas: readonly LineaHabitacion[]; error?: string | null; onChange: (valor: ACargo) => void }) {
  const nombre = useId();
  const { modo } = valor;
  return (
    <fieldset className="rs-a-cargo">
      <legend>A cargo de</legend>
      <div className="rs-a-cargo__modos">
        <label>
          <input type="radio" name={nombre} checked={modo === 'habitacion'} onChange={() => onChange({ modo: 'habitacion', HabitacionId: valor.HabitacionId ?? habitacionesDeReserva(lineas)[0]?.value ?? null, cliente: valor.cliente })} /> Habitación
        </label>
        <label>
          <input type="radio" name={nombre} checked={modo === 'cliente'} onChange={() => onChange({ modo: 'cliente', HabitacionId: valor.HabitacionId, cliente: valor.cliente })} /> Cliente
        </label>
      </div>
      {modo === 'habitacion' ? (
        <SelectField
          label="Habitación"
          placeholder="Seleccione una habitación"
          options={habitacionesDeReserva(lineas)}
          value={valor.HabitacionId ?? ''}
          error={error}
          onChange={(e) => onChange({ ...valor, HabitacionId: Number(e.target.value) || null })}
        />
      ) : (
        <Autocomplete<ItemNombre> label="Cliente" value={valor.cliente} buscar={buscarClientes} error={error} onChange={(cliente) => onChange({ ...valor, cliente })} />
      )}
    </fieldset>
  );
}

/** The room, or the client, the dialog's choice names (the other one null). */
export function quien(a: ACargo): { HabitacionId: number | null; ClienteId: number | null } {
  return a.modo === 'habitacion' ? { HabitacionId: a.HabitacionId, ClienteId: null } : { HabitacionId: null, ClienteId: a.cliente?.Id ?? null };
}
