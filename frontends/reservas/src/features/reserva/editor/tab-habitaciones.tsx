import { Grid, type GridColumn } from '@recepcion/ui';
import { useMemo } from 'react';
import { LineaDialog } from './linea-dialog';
import { BotoneraLista, useListaEnReserva } from './lista-en-reserva';
import { MENSAJES } from '../comun/mensajes';
import type { LineaHabitacion, Reserva } from '../comun/tipos';
import { useContextoPrecios } from '../comun/use-precios';

const ALTO = 260;

/**
 * The rooms of the reservation (spec section 2): room number, room type, check-in, check-out and
 * total, with Agregar, Editar and Quitar (which asks first). Changes stay in the draft until the
 * reservation is saved.
 */
export function TabHabitaciones({ reserva, onCambio }: { reserva: Reserva; onCambio: (lineas: LineaHabitacion[]) => void }) {
  const ctx = useContextoPrecios();
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
  const nueva = (): LineaHabitacion => ({ HabitacionId: 0, CheckIn: reserva.CheckIn, CheckOut: reserva.CheckOut, CantidadPasajero: 1, AlojamientoPrecioUnitario: null, IDServicioRegimen: null, RegimenPrecioUnitario: null });
  const lista = useListaEnReserva(lineas, onCambio, nueva);

  return (
    <section aria-label="Habitaciones de la reserva" className="rs-tab">
      <Grid<LineaHabitacion>
        ariaLabel="Habitaciones"
        columns={columnas}
        data={lineas}
        height={ALTO}
        onSelect={(_, i) => lista.seleccionar(i)}
        seleccionada={lista.elegida}
        onActivate={(_, indice) => lista.editar(indice)}
        sinDatos={MENSAJES.faltanHabitaciones}
        toolbar={<BotoneraLista agregar="Agregar habitación" lista={lista} />}
      />
      {lista.editando?.item && (
        <LineaDialog linea={lista.editando.item} indice={lista.editando.indice} lineas={lineas} reserva={reserva} onClose={lista.cerrar} onAceptar={lista.aceptar} />
      )}
    </section>
  );
}
