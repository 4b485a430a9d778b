import { INFORME_ACTIVIDAD_POR_TIPO, type InformeActividad } from '@recepcion/contracts';
import { rangoPorDefecto, ventanaActividad } from '@recepcion/domain';
import { Grid, SelectField, useFiltro } from '@recepcion/ui';
import { useMemo } from 'react';
import { esFecha, hoy } from '../../lib/fechas';
import { Alcance, CamposRango, notaAjuste, periodoImpreso, type RangoFechas } from '../../lib/filtro-fechas';
import { GIROS } from '../../lib/giros';
import { BotonImprimir } from '@recepcion/ui';
import { useCentavos } from '../../lib/listas';
import { PaginaInforme } from '../../lib/pagina-informe';
import { useActividad } from './api/get-actividad';
import { columnasActividad, totalesActividad } from './columnas';

export type TipoActividad = 1 | 2 | 3 | 4;

/** Title (the menu's), lead and file name of each `/informes/informe-actividad/{tipo}`. */
export const PAGINAS_ACTIVIDAD: Readonly<Record<TipoActividad, { titulo: string; descripcion: string; archivo: string }>> = {
  1: { titulo: 'Actividad por cliente: ocupación', descripcion: 'Reservas y noches de habitación de cada cliente en el período.', archivo: 'actividad-ocupacion' },
  2: { titulo: 'Actividad por cliente: cargos', descripcion: 'Lo cargado a las reservas de cada cliente en el período (alojamiento y cargos) y lo pagado, por moneda.', archivo: 'actividad-cargos' },
  3: { titulo: 'Actividad por cliente: huéspedes', descripcion: 'Llegadas y pernoctaciones de los huéspedes que trajo cada cliente en el período.', archivo: 'actividad-huespedes' },
  4: { titulo: 'Actividad por cliente: reservas', descripcion: 'Reservas de cada cliente con llegada en el período, sus noches y pasajeros.', archivo: 'actividad-reservas' },
};

interface Filtro extends RangoFechas {
  giroId: number;
}

/** `/informes/informe-actividad/{tipo}`: activity by client in whole months (at most 13), for one kind of client or all. */
export function ActividadPage({ hotelId, tipo }: { hotelId: number; tipo: TipoActividad }) {
  const pagina = PAGINAS_ACTIVIDAD[tipo];
  const informe: InformeActividad = INFORME_ACTIVIDAD_POR_TIPO[tipo];
  const inicial = rangoPorDefecto('actividad', hoy());
  const filtro = useFiltro<Filtro>({ ...inicial, giroId: GIROS[0].value }, (f) => esFecha(f.desde));
  const { desde, hasta } = ventanaActividad(filtro.aplicado.desde as string, filtro.aplicado.hasta);
  const giroId = filtro.aplicado.giroId;
  const consulta = useActividad(hotelId, informe, desde, hasta, giroId);
  const centavos = useCentavos();
  const columnas = useMemo(() => columnasActividad(informe, centavos), [informe, centavos]);
  const filas = consulta.state.data ?? [];
  const nota = notaAjuste(filtro.aplicado, { desde, hasta }, true);
  const totales = totalesActividad(informe, filas, centavos);

  return (
    <PaginaInforme
      titulo={pagina.titulo}
      descripcion={pagina.descripcion}
      consulta={consulta}
      vacio="Ningún cliente tuvo actividad en el período."
      filtros={
        <>
          <CamposRango valores={filtro.valores} cambiar={filtro.cambiar} />
          <SelectField label="Giro" value={filtro.valores.giroId} options={GIROS} onChange={(e) => filtro.cambiar({ giroId: Number(e.target.value) })} />
        </>
      }
      alcance={<Alcance desde={desde} hasta={hasta} nota={nota} />}
      impresion={{
        columnas,
        filas,
        filtros: [periodoImpreso(desde, hasta, nota), { etiqueta: 'Giro', valor: GIROS.find((g) => g.value === giroId)?.label ?? '' }],
        pie: totales.join(' · '),
      }}
    >
      <Grid columns={columnas} data={filas} ariaLabel={pagina.titulo} exportarCsv={`${pagina.archivo}-${desde}-${hasta}.csv`} toolbar={<BotonImprimir />} />
      <p className="inf-pie">
        {totales.map((t, i) => (
          <span key={t}>
            {i > 0 && ' · '}
            <strong>{t}</strong>
          </span>
        ))}
      </p>
    </PaginaInforme>
  );
}
