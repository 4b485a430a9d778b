import { Grid, type GridColumn } from '@recepcion/ui';
import { IngresoDialog } from '../comun/ingreso-dialog';
import { BotoneraLista, useListaEnReserva } from './lista-en-reserva';
import { useFormasDePagoIngreso } from '../comun/listas';
import type { IngresoReserva, Reserva } from '../comun/tipos';
import { useContextoPrecios } from '../comun/use-precios';

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
  const formas = useFormasDePagoIngreso();
  const ingresos = reserva.Ingresos;
  const lista = useListaEnReserva(ingresos, onCambio);
  const filas = ingresos.map((i) => ({
    ...i,
    ACargo: i.HabitacionNombre ? `Habitación ${i.HabitacionNombre}` : (i.ClienteNombre ?? ''),
    FormaPago: formas.find((f) => f.Id === i.FormaPagoId)?.Nombre ?? '',
    centavos: ctx.centavosDe(i.MonedaId),
  }));

  return (
    <section aria-label="Pagos de la reserva" className="rs-tab">
      <Grid<FilaIngreso>
        ariaLabel="Pagos"
        columns={COLUMNAS}
        data={filas}
        height={ALTO}
        onSelect={(_, i) => lista.seleccionar(i)}
        seleccionada={lista.elegida}
        onActivate={(_, indice) => lista.editar(indice)}
        toolbar={<BotoneraLista agregar="Agregar pago" lista={lista} />}
      />
      {lista.editando && <IngresoDialog ingreso={lista.editando.item} reserva={reserva} lineas={reserva.Habitaciones} onClose={lista.cerrar} onAceptar={lista.aceptar} />}
    </section>
  );
}
