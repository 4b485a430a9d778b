import { confirmar, Grid, type GridColumn } from '@recepcion/ui';
import { useState } from 'react';
import { CargoDialog } from './cargo-dialog';
import { MENSAJES } from './mensajes';
import type { CargoReserva, Reserva } from './tipos';
import { useContextoPrecios } from './use-precios';

const ALTO = 260;
type FilaCargo = CargoReserva & { ACargo: string; centavos: boolean };

const COLUMNAS: GridColumn<FilaCargo>[] = [
  { title: 'Fecha', data: 'Fecha', type: 'fecha', width: 100 },
  { title: 'Cargo', data: 'CargoNombre', width: 160 },
  { title: 'A cargo de', data: 'ACargo', width: 150 },
  { title: 'Cantidad', data: 'Cantidad', type: 'numero', width: 80 },
  { title: 'Precio', data: 'Precio', type: 'monto', conCentavos: (f) => f.centavos, width: 100 },
  { title: 'Total', data: 'Total', type: 'monto', conCentavos: (f) => f.centavos, width: 110 },
  { title: 'Moneda', data: 'MonedaId', width: 80 },
];

/** The reservation's extra charges, with Agregar, Editar and Quitar; saved with the reservation. */
export function TabCargos({ reserva, onCambio }: { reserva: Reserva; onCambio: (cargos: CargoReserva[]) => void }) {
  const ctx = useContextoPrecios();
  const [seleccion, setSeleccion] = useState<number | null>(null);
  const [editando, setEditando] = useState<{ cargo: CargoReserva | null; indice: number } | null>(null);
  const cargos = reserva.Cargos;
  const filas = cargos.map((c) => ({ ...c, ACargo: c.HabitacionNombre ? `Habitación ${c.HabitacionNombre}` : (c.ClienteNombre ?? ''), centavos: ctx.centavosDe(c.MonedaId) }));
  const elegida = seleccion !== null && seleccion < cargos.length ? seleccion : null;

  const quitar = async () => {
    if (elegida === null || !(await confirmar(MENSAJES.confirmarQuitar))) return;
    onCambio(cargos.filter((_, i) => i !== elegida));
    setSeleccion(null);
  };

  return (
    <section aria-label="Cargos de la reserva" className="rs-tab">
      <Grid<FilaCargo>
        ariaLabel="Cargos"
        columns={COLUMNAS}
        data={filas}
        height={ALTO}
        onSelect={(_, i) => setSeleccion(i)}
        onActivate={(_, indice) => setEditando({ cargo: cargos[indice], indice })}
        toolbar={
          <div className="rs-botonera">
            <button type="button" className="rc-button" onClick={() => setEditando({ cargo: null, indice: -1 })}>
              Agregar cargo
            </button>
            <button type="button" className="rc-button" disabled={elegida === null} onClick={() => elegida !== null && setEditando({ cargo: cargos[elegida], indice: elegida })}>
              Editar
            </button>
            <button type="button" className="rc-button rc-button--danger" disabled={elegida === null} onClick={() => void quitar()}>
              Quitar
            </button>
          </div>
        }
      />
      {editando && (
        <CargoDialog
          cargo={editando.cargo}
          reserva={reserva}
          lineas={reserva.Habitaciones}
          onClose={() => setEditando(null)}
          onAceptar={(cargo) => {
            onCambio(editando.indice < 0 ? [...cargos, cargo] : cargos.map((c, i) => (i === editando.indice ? cargo : c)));
            setEditando(null);
          }}
        />
      )}
    </section>
  );
}
