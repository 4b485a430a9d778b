import { confirmar, Grid, type GridColumn } from '@recepcion/ui';
import { useState } from 'react';
import { FORMAS_PAGO_BASE } from './estados';
import { IngresoDialog } from './ingreso-dialog';
import { type ItemLista, useLista } from './listas';
import { MENSAJES } from './mensajes';
import type { IngresoReserva, Reserva } from './tipos';
import { useContextoPrecios } from './use-precios';

const ALTO = 260;
type FilaIngreso = IngresoReserva & { ACargo: string; centavos: boolean; FormaPago: string };

const COLUMNAS: GridColumn<FilaIngreso>[] = [
  { title: 'Fecha', data: 'Fecha', type: 'fecha', width: 100 },
  { title: 'Concepto', data: 'Concepto', width: 180 },
  { title: 'A cargo de', data: 'ACargo', width: 150 },
  { title: 'Forma de pago', data: 'FormaPago', width: 110 },
  { title: 'Valor', data: 'Valor', type: 'monto', conCentavos: (f) => f.centavos, width: 110 },
  { title: 'Moneda', data: 'MonedaId', width: 80 },
];

/** The payments received (incomes), with Agregar, Editar and Quitar; saved with the reservation. */
export function TabPagos({ reserva, onCambio }: { reserva: Reserva; onCambio: (ingresos: IngresoReserva[]) => void }) {
  const ctx = useContextoPrecios();
  const formasLista = useLista<ItemLista>('FormasPago');
  const formas = formasLista.length > 0 ? formasLista : FORMAS_PAGO_BASE;
  const [seleccion, setSeleccion] = useState<number | null>(null);
  const [editando, setEditando] = useState<{ ingreso: IngresoReserva | null; indice: number } | null>(null);
  const ingresos = reserva.Ingresos;
  const filas = ingresos.map((i) => ({
    ...i,
    ACargo: i.HabitacionNombre ? `Habitación ${i.HabitacionNombre}` : (i.ClienteNombre ?? ''),
    FormaPago: formas.find((f) => f.Id === i.FormaPagoId)?.Nombre ?? '',
    centavos: ctx.centavosDe(i.MonedaId),
  }));
  const elegida = seleccion !== null && seleccion < ingresos.length ? seleccion : null;

  const quitar = async () => {
    if (elegida === null || !(await confirmar(MENSAJES.confirmarQuitar))) return;
    onCambio(ingresos.filter((_, i) => i !== elegida));
    setSeleccion(null);
  };

  return (
    <section aria-label="Pagos de la reserva" className="rs-tab">
      <Grid<FilaIngreso>
        ariaLabel="Pagos"
        columns={COLUMNAS}
        data={filas}
        height={ALTO}
        onSelect={(_, i) => setSeleccion(i)}
        onActivate={(_, indice) => setEditando({ ingreso: ingresos[indice], indice })}
        toolbar={
          <div className="rs-botonera">
            <button type="button" className="rc-button" onClick={() => setEditando({ ingreso: null, indice: -1 })}>
              Agregar pago
            </button>
            <button type="button" className="rc-button" disabled={elegida === null} onClick={() => elegida !== null && setEditando({ ingreso: ingresos[elegida], indice: elegida })}>
              Editar
            </button>
            <button type="button" className="rc-button rc-button--danger" disabled={elegida === null} onClick={() => void quitar()}>
              Quitar
            </button>
          </div>
        }
      />
      {editando && (
        <IngresoDialog
          ingreso={editando.ingreso}
          reserva={reserva}
          lineas={reserva.Habitaciones}
          onClose={() => setEditando(null)}
          onAceptar={(ingreso) => {
            onCambio(editando.indice < 0 ? [...ingresos, ingreso] : ingresos.map((x, i) => (i === editando.indice ? ingreso : x)));
            setEditando(null);
          }}
        />
      )}
    </section>
  );
}
