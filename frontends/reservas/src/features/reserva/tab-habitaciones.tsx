import { confirmar, Grid, type GridColumn } from '@recepcion/ui';
import { useMemo, useState } from 'react';
import { LineaDialog } from './linea-dialog';
import { MENSAJES } from './mensajes';
import type { LineaHabitacion, Reserva } from './tipos';
import { useContextoPrecios } from './use-precios';

const ALTO = 260;

/**
 * The rooms of the reservation (spec section 2): room number, room type, check-in, check-out and
 * total, with Agregar, Editar and Quitar (which asks first). Changes stay in the draft until the
 * reservation is saved.
 */
export function TabHabitaciones({ reserva, onCambio }: { reserva: Reserva; onCambio: (lineas: LineaHabitacion[]) => void }) {
  const ctx = useContextoPrecios();
  const [seleccion, setSeleccion] = useState<number | null>(null);
  const [editando, setEditando] = useState<{ linea: LineaHabitacion; indice: number } | null>(null);
  const conCentavos = ctx.centavosDe(reserva.MonedaId);
  const columnas = useMemo<GridColumn<LineaHabitacion>[]>(
    () => [
      { title: 'Habitación', data: 'HabitacionNombre', width: 110 },
      { title: 'Tipo de habitación', data: 'TipoHabitacionNombre', width: 170 },
      { title: 'Check-In', data: 'CheckIn', type: 'fecha', width: 110 },
      { title: 'Check-Out', data: 'CheckOut', type: 'fecha', width: 110 },
      { title: 'Total', data: 'Total', type: 'monto', conCentavos, width: 120 },
    ],
    [conCentavos],
  );
  const lineas = reserva.Habitaciones;
  const elegida = seleccion !== null && seleccion < lineas.length ? seleccion : null;

  const nueva = (): LineaHabitacion => ({ HabitacionId: 0, CheckIn: reserva.CheckIn, CheckOut: reserva.CheckOut, CantidadPasajero: 1, AlojamientoPrecioUnitario: 0, IDServicioRegimen: null, RegimenPrecioUnitario: null });

  const quitar = async () => {
    if (elegida === null || !(await confirmar(MENSAJES.confirmarQuitar))) return;
    onCambio(lineas.filter((_, i) => i !== elegida));
    setSeleccion(null);
  };

  return (
    <section aria-label="Habitaciones de la reserva" className="rs-tab">
      <Grid<LineaHabitacion>
        ariaLabel="Habitaciones"
        columns={columnas}
        data={lineas}
        height={ALTO}
        onSelect={(_, i) => setSeleccion(i)}
        onActivate={(linea, indice) => setEditando({ linea, indice })}
        sinDatos={MENSAJES.faltanHabitaciones}
        toolbar={
          <div className="rs-botonera">
            <button type="button" className="rc-button" onClick={() => setEditando({ linea: nueva(), indice: -1 })}>
              Agregar habitación
            </button>
            <button type="button" className="rc-button" disabled={elegida === null} onClick={() => elegida !== null && setEditando({ linea: lineas[elegida], indice: elegida })}>
              Editar
            </button>
            <button type="button" className="rc-button rc-button--danger" disabled={elegida === null} onClick={() => void quitar()}>
              Quitar
            </button>
          </div>
        }
      />
      {editando && (
        <LineaDialog
          linea={editando.linea}
          indice={editando.indice}
          lineas={lineas}
          reserva={reserva}
          onClose={() => setEditando(null)}
          onAceptar={(linea) => {
            onCambio(editando.indice < 0 ? [...lineas, linea] : lineas.map((l, i) => (i === editando.indice ? linea : l)));
            setEditando(null);
          }}
        />
      )}
    </section>
  );
}
