/**
 * Kinds of client (spec section 3: Particular is 1; the others' ids are ours). `/clientes/particulares`
 * lists giro 1, `/clientes/agencias-viaje` giro 3, `/clientes/empresas` every other giro (asked as 0).
 */
export const GIROS = [
  { Id: 1, Nombre: 'Particular' },
  { Id: 2, Nombre: 'Hotel' },
  { Id: 3, Nombre: 'Agencia de Viajes' },
  { Id: 4, Nombre: 'Transporte' },
  { Id: 5, Nombre: 'Municipalidad' },
  { Id: 6, Nombre: 'Otro tipo de empresa' },
] as const;

export const GIRO_PARTICULAR = 1;
/** Asked as a giro: every company (all but Particular). */
export const GIRO_EMPRESAS = 0;
export const PAIS_CHILE = 35;
