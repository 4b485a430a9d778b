import { getMetadataStorage } from 'class-validator';

type Metadatos = unknown[];

/** The part of class-validator's global metadata storage this file wraps. */
interface Almacen {
  getTargetValidationMetadatas(target: object, schema: string, always: boolean, strictGroups: boolean, groups?: string[]): Metadatos;
  groupByPropertyName(metadatos: Metadatos): Record<string, Metadatos>;
  addValidationMetadata(metadato: unknown): void;
}

let instalado = false;

/**
 * class-validator works out, on every validation of every object (each room line of a reservation
 * too), which rules apply to its class: it walks every registered class of the API with
 * `instanceof` and filters their rules, then groups them by property. The rules are fixed once the
 * DTO classes have loaded, so both answers are kept per class and options, and forgotten whenever
 * a rule is added. (About 3 % of the API's CPU in a reservation create; `npm run bench`.)
 */
export function recordarReglasDeValidacion(): void {
  if (instalado) return;
  instalado = true;
  const almacen = getMetadataStorage() as unknown as Almacen;
  const buscar = almacen.getTargetValidationMetadatas.bind(almacen);
  const agrupar = almacen.groupByPropertyName.bind(almacen);
  const agregar = almacen.addValidationMetadata.bind(almacen);
  let porClase = new Map<unknown, Map<string, Metadatos>>();
  let agrupados = new WeakMap<Metadatos, Record<string, Metadatos>>();

  almacen.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const clave = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let deLaClase = porClase.get(target);
    if (!deLaClase) porClase.set(target, (deLaClase = new Map()));
    let metadatos = deLaClase.get(clave);
    if (!metadatos) deLaClase.set(clave, (metadatos = buscar(target, schema, always, strictGroups, groups)));
    return metadatos;
  };
  almacen.groupByPropertyName = (metadatos) => {
    let grupos = agrupados.get(metadatos);
    if (!grupos) agrupados.set(metadatos, (grupos = agrupar(metadatos)));
    return grupos;
  };
  almacen.addValidationMetadata = (metadato) => {
    porClase = new Map();
    agrupados = new WeakMap();
    agregar(metadato);
  };
}
