import type { Configuracion, UsuarioSesion } from '@recepcion/contracts';

/** The tests' hotel configuration (Hotel Sur, hotel 7, configured), with `cambios` over it. */
export const configuracionDePrueba = (cambios: Partial<Configuracion> = {}): Configuracion => ({
  Id: 3,
  HotelId: 7,
  Nombre: 'Hotel Sur',
  MonedaId: 'CLP',
  TipoImpuestoId: 1,
  ImpuestoIncluido: true,
  TipoImpuestoSAId: null,
  ImpuestoIncluidoSA: true,
  PrecioHabitacionPorPersona: false,
  PrecioRegimenPorPersona: true,
  Encabezado: null,
  PaisId: 35,
  Configurado: true,
  Email: 'a@b.cl',
  ZonaHoraria: null,
  ...cambios,
});

/** The tests' signed-in user (Ana, an administrator). */
export const usuarioDePrueba: UsuarioSesion = { Id: 4, Nombre: 'Ana', Email: 'a@b.cl', EsOperador: false, TipoUsuario: 'AD' };
