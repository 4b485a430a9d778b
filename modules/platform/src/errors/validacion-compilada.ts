import { TransformationType } from 'class-transformer';
import type { MetadataStorage as AlmacenTransformer } from 'class-transformer/types/MetadataStorage';
import { getMetadataStorage, type ValidationArguments, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

// class-transformer keeps its decorators' metadata here; its package publishes no types for the path.
const almacenTransformer = (require('class-transformer/cjs/storage') as { defaultMetadataStorage: AlmacenTransformer }).defaultMetadataStorage;

type Clase = new () => object;

/** What class-transformer does with a property's value before validation: a nested class, with its rules. */
type Conversion = { tipo: 'ninguna' } | { tipo: 'numero' } | { tipo: 'clase'; reglas: ReglasDeClase };

interface Validador {
  metadato: ValidationMetadata;
  restriccion: { validate(valor: unknown, argumentos: ValidationArguments): unknown };
}

interface ReglasDePropiedad {
  conversion: Conversion;
  condiciones: ((objeto: object, valor: unknown) => boolean)[];
  validadores: Validador[];
  anidada: boolean;
}

interface ReglasDeClase {
  clase: Clase;
  propiedades: Map<string, ReglasDePropiedad>;
}

/** A body the fast path is not sure of: the full path (class-transformer and class-validator) decides. */
const DUDA = Symbol('duda');

const esObjetoPlano = (valor: unknown): valor is Record<string, unknown> => {
  if (valor === null || typeof valor !== 'object' || Array.isArray(valor)) return false;
  const prototipo = Object.getPrototypeOf(valor) as unknown;
  return prototipo === Object.prototype || prototipo === null;
};

/** The class's rules, or null when it uses anything this file does not reproduce exactly. */
function reglasDe(clase: Clase, vistas: Map<Clase, ReglasDeClase | null>): ReglasDeClase | null {
  if (vistas.has(clase)) return vistas.get(clase) ?? null;
  const reglas: ReglasDeClase = { clase, propiedades: new Map() };
  // Set before the properties are read: a class nested in itself reaches these same rules.
  vistas.set(clase, reglas);
  const almacen = getMetadataStorage();
  if (almacenTransformer.getStrategy(clase) !== 'none' || almacenTransformer.getExposedMetadatas(clase).length > 0 || almacenTransformer.getExcludedMetadatas(clase).length > 0) {
    vistas.set(clase, null);
    return null;
  }
  const metadatos = almacen.getTargetValidationMetadatas(clase, '', false, false, undefined);
  for (const [propiedad, deLaPropiedad] of Object.entries(almacen.groupByPropertyName(metadatos))) {
    const propias = reglasDePropiedad(clase, propiedad, deLaPropiedad, vistas);
    if (!propias) {
      vistas.set(clase, null);
      return null;
    }
    reglas.propiedades.set(propiedad, propias);
  }
  return reglas;
}

function conversionDe(clase: Clase, propiedad: string, vistas: Map<Clase, ReglasDeClase | null>): Conversion | null {
  if (almacenTransformer.findTransformMetadatas(clase, propiedad, TransformationType.PLAIN_TO_CLASS).length > 0) return null;
  const tipo = almacenTransformer.findTypeMetadata(clase, propiedad);
  if (!tipo) return { tipo: 'ninguna' };
  if (tipo.options?.discriminator) return null;
  const destino = tipo.typeFunction() as unknown;
  if (destino === Number) return { tipo: 'numero' };
  if (typeof destino !== 'function' || [String, Boolean, Date, Object, Array, Map, Set].includes(destino as never)) return null;
  // A class nested in itself gets its rules while they are still being read: complete by the first request.
  const anidadas = reglasDe(destino as Clase, vistas);
  return anidadas ? { tipo: 'clase', reglas: anidadas } : null;
}

function reglasDePropiedad(clase: Clase, propiedad: string, metadatos: ValidationMetadata[], vistas: Map<Clase, ReglasDeClase | null>): ReglasDePropiedad | null {
  const conversion = conversionDe(clase, propiedad, vistas);
  if (!conversion) return null;
  const reglas: ReglasDePropiedad = { conversion, condiciones: [], validadores: [], anidada: false };
  for (const metadato of metadatos) {
    if (metadato.groups?.length || metadato.always) return null;
    switch (metadato.type) {
      case ValidationTypes.CONDITIONAL_VALIDATION:
        reglas.condiciones.push(metadato.constraints[0] as (objeto: object, valor: unknown) => boolean);
        break;
      case ValidationTypes.CUSTOM_VALIDATION: {
        if (metadato.each) return null;
        for (const restriccion of getMetadataStorage().getTargetValidatorConstraints(metadato.constraintCls)) {
          if (restriccion.async) return null;
          reglas.validadores.push({ metadato, restriccion: restriccion.instance as Validador['restriccion'] });
        }
        break;
      }
      case ValidationTypes.NESTED_VALIDATION:
        reglas.anidada = true;
        break;
      case ValidationTypes.WHITELIST:
        break;
      default:
        return null;
    }
  }
  return reglas;
}

/** class-transformer's instance of `reglas.clase` for a plain object, when every key and value is one this file converts exactly. */
function convertir(valor: unknown, reglas: ReglasDeClase): object | typeof DUDA {
  if (!esObjetoPlano(valor)) return DUDA;
  const instancia = new reglas.clase() as Record<string, unknown>;
  for (const clave of Object.keys(valor)) {
    const propiedad = reglas.propiedades.get(clave);
    if (!propiedad) return DUDA;
    const dato = valor[clave];
    if (dato === null || dato === undefined) {
      instancia[clave] = dato;
      continue;
    }
    const { conversion } = propiedad;
    if (conversion.tipo === 'numero') {
      if (typeof dato !== 'number') return DUDA;
      instancia[clave] = dato;
    } else if (conversion.tipo === 'clase') {
      if (!Array.isArray(dato)) return DUDA;
      const lista: object[] = [];
      for (const elemento of dato) {
        const convertido = convertir(elemento, conversion.reglas);
        if (convertido === DUDA) return DUDA;
        lista.push(convertido);
      }
      instancia[clave] = lista;
    } else {
      if (typeof dato === 'object') return DUDA;
      instancia[clave] = dato;
    }
  }
  return instancia;
}

/** class-validator's verdict on an instance `convertir` built (with the pipe's options): true only when it would find no error. */
function valido(objeto: Record<string, unknown>, reglas: ReglasDeClase): boolean {
  for (const [propiedad, { conversion, condiciones, validadores, anidada }] of reglas.propiedades) {
    const valor = objeto[propiedad];
    let validar = true;
    for (const condicion of condiciones) validar = condicion(objeto, valor) && validar;
    if (!validar) continue;
    for (const { metadato, restriccion } of validadores) {
      if (metadato.validateIf && !metadato.validateIf(objeto, valor)) continue;
      const argumentos: ValidationArguments = { targetName: reglas.clase.name, property: propiedad, object: objeto, value: valor, constraints: metadato.constraints };
      if (restriccion.validate(valor, argumentos) !== true) return false;
    }
    if (!anidada || valor === undefined) continue;
    // `convertir` built the elements of a nested class's list; anything else there is class-validator's to refuse.
    if (conversion.tipo !== 'clase' || !Array.isArray(valor)) return false;
    for (const elemento of valor as Record<string, unknown>[]) if (!valido(elemento, conversion.reglas)) return false;
  }
  return true;
}

export type ValidacionCompilada = (cuerpo: unknown) => object | undefined;

const compiladas = new Map<unknown, ValidacionCompilada | null>();

/**
 * A fast path for the bodies of `clase` that Nest's ValidationPipe (transform, whitelist) would take:
 * the same decorators' rules, read once, and the same validator functions called directly, without
 * class-transformer's and class-validator's general machinery for every request (about 25 µs of a
 * reservation create). It answers the instance the pipe would, or undefined whenever it is not
 * sure: a key the class does not declare, a value that would be converted (a number sent as text),
 * a rule that fails. The full path then decides, and every error message comes from it. Null when
 * the class uses a decorator this does not reproduce (`@Transform`, `@Expose`, groups, async or
 * `each` rules, a nested class of its own that does): its bodies always take the full path.
 */
export function validacionCompilada(clase: unknown): ValidacionCompilada | null {
  if (compiladas.has(clase)) return compiladas.get(clase) ?? null;
  let compilada: ValidacionCompilada | null = null;
  if (typeof clase === 'function') {
    // A nested class refused anywhere below makes its property, and so this class, refused too.
    const reglas = reglasDe(clase as Clase, new Map());
    if (reglas && reglas.propiedades.size > 0) {
      compilada = (cuerpo) => {
        const instancia = convertir(cuerpo, reglas);
        return instancia !== DUDA && valido(instancia as Record<string, unknown>, reglas) ? instancia : undefined;
      };
    }
  }
  compiladas.set(clase, compilada);
  return compilada;
}
