export interface Plan {
  id: string;
  name: string;
  /** US dollars per month. */
  priceUsd: number;
  rooms: string;
  summary: string;
  features: readonly string[];
  featured?: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'basico',
    name: 'Básico',
    priceUsd: 29,
    rooms: 'Hasta 15 habitaciones',
    summary: 'Para hostales, cabañas y hoteles pequeños que dejan atrás la planilla.',
    features: [
      'Reservas y calendario de ocupación',
      'Clientes y pasajeros',
      'Tarifarios, temporadas e impuestos',
      'Caja diaria y estados de cuenta',
      '3 usuarios',
      'Soporte por correo',
    ],
  },
  {
    id: 'profesional',
    name: 'Profesional',
    priceUsd: 69,
    rooms: 'Hasta 50 habitaciones',
    summary: 'Para hoteles con equipo de recepción y necesidad de informes.',
    featured: true,
    features: [
      'Todo lo del plan Básico',
      'Informes y estadísticas diarias y mensuales',
      'Informes de pasajeros por ciudad y país',
      'Lista de espera, bloqueos y gastos',
      'Panel del día',
      '10 usuarios',
      'Soporte prioritario por correo y chat',
    ],
  },
  {
    id: 'cadena',
    name: 'Cadena',
    priceUsd: 149,
    rooms: 'Hasta 80 habitaciones por hotel, hasta 5 hoteles',
    summary: 'Para grupos y cadenas que administran varios hoteles.',
    features: [
      'Todo lo del plan Profesional',
      'Varios hoteles con una sola cuenta',
      'Usuarios ilimitados',
      'Exportación de informes a CSV',
      'Acompañamiento en la puesta en marcha',
      'Soporte telefónico',
    ],
  },
];

export const FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: '¿Puedo cambiar de plan más adelante?',
    answer: 'Sí. Puede subir o bajar de plan cuando lo necesite; el cambio se aplica desde el siguiente período.',
  },
  {
    question: '¿Necesito instalar algo?',
    answer: 'No. Recepción funciona en el navegador de su computador, tableta o teléfono.',
  },
  {
    question: '¿Los precios incluyen impuestos?',
    answer: 'Los precios están en dólares estadounidenses por mes y no incluyen los impuestos de su país.',
  },
];
