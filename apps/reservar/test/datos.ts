import type { DisponibilidadTipoHabitacion, HotelPublico, ReservaWebDetalle, ReservaWebRespuesta } from '@recepcion/contracts';

/** The test hotel: CLP (no cents), 1 to 14 nights, arriving from tomorrow up to 180 days ahead. */
export const HOTEL: HotelPublico = {
  Nombre: 'Hotel Mirador',
  Slug: 'mirador',
  MonedaId: 'CLP',
  Centavos: false,
  EstanciaMinima: 1,
  EstanciaMaxima: 14,
  DiasAnticipacionMinima: 1,
  DiasAnticipacionMaxima: 180,
  PermiteNinos: true,
  DiasCancelacionGratis: 2,
  Idiomas: ['es', 'en'],
  Paises: [
    { Id: 3, Nombre: 'Alemania', Iso: 'DE' },
    { Id: 1, Nombre: 'Argentina', Iso: 'AR' },
    { Id: 35, Nombre: 'Chile', Iso: 'CL' },
    { Id: 60, Nombre: 'Perú', Iso: 'PE' },
    { Id: 200, Nombre: 'Tierra del Sur', Iso: null },
  ],
  PaisId: 35,
  ZonaHoraria: null,
};

/** The tests' today. */
export const HOY = '2026-03-10';

export const DOBLE: DisponibilidadTipoHabitacion = {
  TipoHabitacionId: 3,
  Nombre: 'Doble Superior',
  Descripcion: 'Cama king, vista al mar',
  Capacidad: 2,
  Disponibles: 2,
  Total: 1234567,
  MonedaId: 'CLP',
};

export const SUITE: DisponibilidadTipoHabitacion = {
  TipoHabitacionId: 5,
  Nombre: 'Suite',
  Descripcion: 'Living y terraza',
  Capacidad: 4,
  Disponibles: 8,
  Total: 360000,
  MonedaId: 'CLP',
};

export const RESPUESTA: ReservaWebRespuesta = {
  Codigo: 1042,
  Token: 'tok_AbC123xyz',
  CheckIn: '2026-04-02',
  CheckOut: '2026-04-05',
  TipoHabitacion: 'Doble Superior',
  Total: 1234567,
  MonedaId: 'CLP',
  EstadoId: 1,
};

export const DETALLE: ReservaWebDetalle = {
  ...RESPUESTA,
  Hotel: 'Hotel Mirador',
  Slug: 'mirador',
  Nombre: 'Ana Pérez',
  Adultos: 2,
  Ninos: 1,
  EstadoNombre: 'Sin confirmar',
  AnularHasta: '2026-03-31',
  PuedeAnular: true,
};
