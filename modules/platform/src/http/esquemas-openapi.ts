/**
 * Small builders of OpenAPI response schemas, for answers typed by libs/contracts interfaces
 * (which carry no decorators): `objeto({Id: 'integer', Nombre: 'string?'})`, `lista(...)`.
 */

/** The part of an OpenAPI schema object these descriptions use. */
export interface SchemaObject {
  type: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  nullable?: boolean;
  enum?: string[];
}

type Tipo = 'string' | 'number' | 'integer' | 'boolean' | 'string?' | 'number?' | 'integer?';

/** A JSON schema of an object with these fields (a trailing `?`: nullable). */
export function objeto(campos: Record<string, Tipo | SchemaObject>): SchemaObject {
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(campos).map(([k, t]) => [k, typeof t === 'string' ? { type: t.replace('?', '') as SchemaObject['type'], nullable: t.endsWith('?') || undefined } : t]),
    ),
  };
}

export const lista = (item: SchemaObject): SchemaObject => ({ type: 'array', items: item });
