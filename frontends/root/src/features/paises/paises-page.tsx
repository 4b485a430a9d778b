import { api } from '@recepcion/api-client';
import type { PaisResumen } from '@recepcion/contracts';
import { type ColumnaEnLinea, type Errores, PaginaEnLinea, porNombre, useMutation, usePaginaEnLinea, useQuery } from '@recepcion/ui';
import { AREA_ROOT } from '../../lib/area';

export const TITULO_PAISES = 'Países';

/** Spec section 5-style messages of the server's PaisDto, checked before sending. */
export const MENSAJES_PAIS = { faltaNombre: 'Falta el nombre del país', moneda: 'El código de la moneda son tres letras (ISO 4217)' } as const;

interface PaisForm {
  Nombre: string;
  MonedaId: string;
}

const getPaises = (signal?: AbortSignal) => api.get<PaisResumen[]>('Paises', { signal });
/** `PUT /api/Paises/{id}` or `POST /api/Paises` (the server gives the next id): operators only. */
const guardarPais = (d: Partial<PaisResumen> & { Id: number }) => (d.Id > 0 ? api.put<PaisResumen>(`Paises/${d.Id}`, d) : api.post<PaisResumen>('Paises', { Nombre: d.Nombre, MonedaId: d.MonedaId }));
const eliminarPais = (id: number) => api.delete(`Paises/${id}`);

const COLUMNAS: ColumnaEnLinea<PaisResumen, PaisForm>[] = [
  { campo: 'Nombre', titulo: 'Nombre', valor: (p) => p.Nombre, editor: { tipo: 'texto', maxLength: 80 } },
  { campo: 'MonedaId', titulo: 'Moneda al registrarse', valor: (p) => p.MonedaId ?? '', editor: { tipo: 'texto', maxLength: 3 } },
];

export function validarPais(f: PaisForm): Errores<keyof PaisForm> {
  const errores: Errores<keyof PaisForm> = {};
  if (!f.Nombre.trim()) errores.Nombre = MENSAJES_PAIS.faltaNombre;
  if (f.MonedaId.trim() && !/^[A-Za-z]{3}$/.test(f.MonedaId.trim())) errores.MonedaId = MENSAJES_PAIS.moneda;
  return errores;
}

/** `/root/Paises`: the countries every hotel chooses from, and the currency a new hotel of each starts with. */
export function PaisesPage() {
  const pagina = usePaginaEnLinea<PaisResumen, PaisForm>({
    query: useQuery('Paises', getPaises),
    eliminar: useMutation(eliminarPais),
    guardar: useMutation(guardarPais),
    ordenar: porNombre,
    nuevo: () => ({ Nombre: '', MonedaId: '' }),
    desde: (p) => ({ Nombre: p.Nombre, MonedaId: p.MonedaId ?? '' }),
    validar: validarPais,
    orden: ['Nombre', 'MonedaId'],
    datos: (Id, f) => ({ Id, Nombre: f.Nombre.trim(), MonedaId: f.MonedaId.trim() ? f.MonedaId.trim().toUpperCase() : null }),
  });
  return (
    <PaginaEnLinea
      textos={{
        area: AREA_ROOT,
        titulo: TITULO_PAISES,
        descripcion: 'El catálogo de países de todos los hoteles y la moneda con que empieza un hotel de cada uno.',
        nuevo: 'Nuevo país',
        cargando: 'Cargando países…',
        error: 'No se pudo cargar la lista de países.',
        vacio: 'No hay países.',
      }}
      columnas={COLUMNAS}
      {...pagina}
    />
  );
}
