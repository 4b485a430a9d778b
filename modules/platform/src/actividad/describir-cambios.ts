type Json = Record<string, unknown>;

/** A value as the activity log shows it: text in «», yes/no, empty for null. */
export function valorLegible(valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '(vacío)';
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (typeof valor === 'number') return String(valor);
  if (typeof valor === 'string') return `«${valor}»`;
  return JSON.stringify(valor);
}

/** How a record is named in a line: its name, description or code, else its id. */
export function nombreDeRegistro(registro: object): string {
  const json = registro as Json;
  for (const campo of ['Nombre', 'NombreCompleto', 'Descripcion', 'Codigo', 'MonedaId', 'Email']) {
    const v = json[campo];
    if (typeof v === 'string' && v.trim() !== '') return `«${v}»`;
  }
  return `${json.Id ?? ''}`.trim();
}

/** «Campo: antes → después» for each field that changed between two answers of the same record (`Id` aside). */
export function describirCambios(antesObjeto: object, despuesObjeto: object): string[] {
  const antes = antesObjeto as Json;
  const despues = despuesObjeto as Json;
  const campos = [...new Set([...Object.keys(antes), ...Object.keys(despues)])].filter((c) => c !== 'Id');
  return campos
    .filter((c) => JSON.stringify(antes[c] ?? null) !== JSON.stringify(despues[c] ?? null))
    .map((c) => `${c}: ${valorLegible(antes[c])} → ${valorLegible(despues[c])}`);
}
