import { MENSAJES_INFORMES, type CifrasIne, type FilaIneCiudad, type FilaInePais } from '@recepcion/contracts';
import { formatearNumero, mesDeInforme, rangoPorDefecto } from '@recepcion/domain';
import { DateInput, Grid, type GridColumn, type QueryResult, useFiltro } from '@recepcion/ui';
import { esFecha, hoy, nombreMes, periodo } from '../../lib/fechas';
import { BotonImprimir } from '@recepcion/ui';
import { PaginaInforme } from '../../lib/pagina-informe';
import type { PaginaInformeProps } from '../../routing/area-routes';
import { useIneCiudades } from './api/get-ine-ciudades';
import { useInePaises } from './api/get-ine-paises';

export const TITULO_INE_CIUDADES = 'Ciudades de pasajeros';
export const TITULO_INE_PAISES = 'Países de pasajeros';

function cifras<T extends CifrasIne>(): GridColumn<T>[] {
  return [
    { title: 'Llegadas', data: 'Llegadas', type: 'numero', decimales: 0, width: 110 },
    { title: 'Noches', data: 'Noches', type: 'numero', decimales: 0, width: 110 },
    { title: 'Pernoctaciones', data: 'Pernotacion', type: 'numero', decimales: 0, width: 140 },
  ];
}

/** INE cities: spec section 3 (Id, Ciudad, Llegadas, Noches, Pernotacion); cities have no id, the row number is not shown. */
const COLUMNAS_CIUDADES: readonly GridColumn<FilaIneCiudad>[] = [{ title: 'Ciudad', data: 'Ciudad', width: 260, formato: (v) => (v ? String(v) : 'Sin ciudad') }, ...cifras<FilaIneCiudad>()];
/** INE countries: spec section 3 (Id, Pais, and the same figures). */
const COLUMNAS_PAISES: readonly GridColumn<FilaInePais>[] = [{ title: 'País', data: 'Pais', width: 260 }, ...cifras<FilaInePais>()];

interface Filtro {
  desde: string | null;
}

function useMes() {
  const filtro = useFiltro<Filtro>({ desde: rangoPorDefecto('ine', hoy()).desde }, (f) => esFecha(f.desde));
  const mes = mesDeInforme(filtro.aplicado.desde as string);
  return { filtro, mes };
}

interface VistaIneProps<T extends CifrasIne> {
  titulo: string;
  descripcion: string;
  archivo: string;
  columnas: readonly GridColumn<T>[];
  consulta: QueryResult<T[]>;
  filtro: ReturnType<typeof useMes>['filtro'];
  mes: { desde: string; hasta: string };
}

function VistaIne<T extends CifrasIne>({ titulo, descripcion, archivo, columnas, consulta, filtro, mes }: VistaIneProps<T>) {
  const filas = consulta.state.data ?? [];
  const total = (campo: keyof CifrasIne) => formatearNumero(filas.reduce((s, f) => s + f[campo], 0), { decimales: 0 });
  return (
    <PaginaInforme
      titulo={titulo}
      descripcion={descripcion}
      consulta={consulta}
      vacio="No hubo huéspedes en el mes."
      filtros={
        <DateInput
          label="Desde"
          required
          value={filtro.valores.desde}
          onChange={(desde) => filtro.cambiar({ desde })}
          error={filtro.valores.desde ? null : MENSAJES_INFORMES.seleccioneLaFecha}
          hint="El informe abarca el mes de esta fecha."
        />
      }
      alcance={
        <>
          Mes: <strong>{nombreMes(mes.desde)}</strong> ({periodo(mes.desde, mes.hasta)})
        </>
      }
      impresion={{
        columnas,
        filas,
        filtros: [{ etiqueta: 'Mes', valor: `${nombreMes(mes.desde)} (${periodo(mes.desde, mes.hasta)})` }],
        pie: `Llegadas: ${total('Llegadas')} · Noches: ${total('Noches')} · Pernoctaciones: ${total('Pernotacion')}`,
      }}
    >
      <Grid columns={columnas} data={filas} ariaLabel={titulo} exportarCsv={`${archivo}-${mes.desde.slice(0, 7)}.csv`} toolbar={<BotonImprimir />} />
      <p className="inf-pie">
        Llegadas: <strong>{total('Llegadas')}</strong> · Noches: <strong>{total('Noches')}</strong> · Pernoctaciones: <strong>{total('Pernotacion')}</strong>
      </p>
    </PaginaInforme>
  );
}

/** `/informes/informe-ciudades-pasajeros`: national guests by city of residence in a month (for the national statistics office). */
export function IneCiudadesPage({ hotelId }: PaginaInformeProps) {
  const { filtro, mes } = useMes();
  const consulta = useIneCiudades(hotelId, mes.desde);
  return (
    <VistaIne
      titulo={TITULO_INE_CIUDADES}
      descripcion="Huéspedes residentes en el país del hotel por ciudad de residencia: llegadas, noches y pernoctaciones del mes."
      archivo="ine-ciudades"
      columnas={COLUMNAS_CIUDADES}
      consulta={consulta}
      filtro={filtro}
      mes={mes}
    />
  );
}

/** `/informes/informe-paises-pasajeros`: guests by country of residence in a month. */
export function InePaisesPage({ hotelId }: PaginaInformeProps) {
  const { filtro, mes } = useMes();
  const consulta = useInePaises(hotelId, mes.desde);
  return (
    <VistaIne
      titulo={TITULO_INE_PAISES}
      descripcion="Huéspedes por país de residencia: llegadas, noches y pernoctaciones del mes."
      archivo="ine-paises"
      columnas={COLUMNAS_PAISES}
      consulta={consulta}
      filtro={filtro}
      mes={mes}
    />
  );
}
