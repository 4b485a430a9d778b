import { MENSAJES_INFORMES } from '@recepcion/contracts';
import { rangoPorDefecto, ultimoDiaDelMes } from '@recepcion/domain';
import { DateInput, Grid, useFiltro } from '@recepcion/ui';
import { useMemo } from 'react';
import { esFecha, hoy } from '../../lib/fechas';
import { Alcance, periodoImpreso } from '../../lib/filtro-fechas';
import { BotonImprimir } from '@recepcion/ui';
import { PaginaInforme } from '../../lib/pagina-informe';
import type { PaginaInformeProps } from '../../routing/area-routes';
import { useHabitacionesDisponibles } from './api/get-habitaciones-disponibles';
import { pivotarDisponibles } from './pivote';

export const TITULO_DISPONIBLES = 'Habitaciones disponibles';

interface Filtro {
  desde: string | null;
}

/** `/informes/informe-habitaciones-disponibles`: free rooms per room type, each day from a date (default the first of the month) to the end of its month. */
export function HabitacionesDisponiblesPage({ hotelId }: PaginaInformeProps) {
  const filtro = useFiltro<Filtro>({ desde: rangoPorDefecto('habitaciones-disponibles', hoy()).desde }, (f) => esFecha(f.desde));
  const desde = filtro.aplicado.desde as string;
  const consulta = useHabitacionesDisponibles(hotelId, desde);
  const { columnas, dias } = useMemo(() => pivotarDisponibles(consulta.state.data ?? []), [consulta.state.data]);

  return (
    <PaginaInforme
      titulo={TITULO_DISPONIBLES}
      descripcion="Habitaciones libres (sin reserva ni bloqueo) de cada tipo, noche a noche hasta el fin del mes."
      consulta={consulta}
      vacio="El hotel no tiene tipos de habitación todavía."
      filtros={
        <DateInput label="Desde" required value={filtro.valores.desde} onChange={(desde) => filtro.cambiar({ desde })} error={filtro.valores.desde ? null : MENSAJES_INFORMES.seleccioneLaFecha} />
      }
      alcance={<Alcance desde={desde} hasta={ultimoDiaDelMes(desde)} />}
      impresion={{ columnas, filas: dias, filtros: [periodoImpreso(desde, ultimoDiaDelMes(desde))] }}
    >
      <Grid columns={columnas} data={dias} ariaLabel={TITULO_DISPONIBLES} exportarCsv={`habitaciones-disponibles-${desde}.csv`} toolbar={<BotonImprimir />} />
    </PaginaInforme>
  );
}
