import { Grid, type GridColumn } from '@recepcion/ui';
import { CargoDialog } from './cargo-dialog';
import { BotoneraLista, useListaEnReserva } from './lista-en-reserva';
import type { CargoReserva, Reserva } from '../comun/tipos';
import { useContextoPrecios } from '../comun/use-precios';

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
  const cargos = reserva.Cargos;
  const lista = useListaEnReserva(cargos, onCambio);
  const filas = cargos.map((c) => ({ ...c, ACargo: c.HabitacionNombre ? `Habitación ${c.HabitacionNombre}` : (c.ClienteNombre ?? ''), centavos: ctx.centavosDe(c.MonedaId) }));

  return (
    <section aria-label="Cargos de la reserva" className="rs-tab">
      <Grid<FilaCargo>
        ariaLabel="Cargos"
        columns={COLUMNAS}
        data={filas}
        height={ALTO}
        onSelect={(_, i) => lista.seleccionar(i)}
        seleccionada={lista.elegida}
        onActivate={(_, indice) => lista.editar(indice)}
        toolbar={<BotoneraLista agregar="Agregar cargo" lista={lista} />}
      />
      {lista.editando && <CargoDialog cargo={lista.editando.item} reserva={reserva} lineas={reserva.Habitaciones} onClose={lista.cerrar} onAceptar={lista.aceptar} />}
    </section>
  );
}
