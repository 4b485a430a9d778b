import type { IdiomaMotor, PaisDelFormulario } from '@recepcion/contracts';

const cache = new Map<string, { origen: PaisDelFormulario[]; lista: { Id: number; Nombre: string }[] }>();

/**
 * The countries in the page's language: named by their ISO code through `Intl.DisplayNames` where
 * the catalogue has one (an operator's own country keeps its Spanish name), in that language's
 * alphabetical order (Spanish's too: «Bélgica» before «Bután», «México» before «Myanmar»).
 */
export function paisesEnIdioma(paises: PaisDelFormulario[], idioma: IdiomaMotor): { Id: number; Nombre: string }[] {
  const guardada = cache.get(idioma);
  if (guardada?.origen === paises) return guardada.lista;
  const nombres = idioma !== 'es' && typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([idioma], { type: 'region', fallback: 'none' }) : undefined;
  const nombre = (p: PaisDelFormulario) => (p.Iso && nombres?.of(p.Iso)) || p.Nombre;
  const lista = paises.map((p) => ({ Id: p.Id, Nombre: nombre(p) })).sort((a, b) => a.Nombre.localeCompare(b.Nombre, idioma));
  cache.set(idioma, { origen: paises, lista });
  return lista;
}
