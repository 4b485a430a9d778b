import type { FeatureIconName } from './feature-icon';

export interface Feature {
  icon: FeatureIconName;
  title: string;
  text: string;
}

/** What the product offers, as the home page presents it. */
export const FEATURES: readonly Feature[] = [
  {
    icon: 'calendar',
    title: 'Calendario de ocupación',
    text: 'Vea la ocupación de todas las habitaciones en vistas de 7, 14 o 21 días o del mes completo. Cree reservas seleccionando celdas y muévalas o cambie su estadía arrastrando.',
  },
  {
    icon: 'bed',
    title: 'Reservas completas',
    text: 'Cada reserva reúne habitaciones, pasajeros, cargos adicionales y pagos recibidos. Incluye lista de espera, bloqueos de habitaciones y el historial de cambios.',
  },
  {
    icon: 'tag',
    title: 'Tarifarios y temporadas',
    text: 'Precios por alojamiento, régimen y cargo, por temporada y moneda, con impuestos y formas de pago. El total por noche y por persona se calcula solo.',
  },
  {
    icon: 'users',
    title: 'Clientes y pasajeros',
    text: 'Particulares, agencias de viaje y empresas con sus datos de contacto, y pasajeros que se completan automáticamente al escribir.',
  },
  {
    icon: 'cash',
    title: 'Caja y estados de cuenta',
    text: 'Caja diaria por habitación, ingresos y saldos por moneda, gastos del hotel y estados de cuenta listos para imprimir y entregar al huésped.',
  },
  {
    icon: 'chart',
    title: 'Informes y estadísticas',
    text: 'Estadística diaria y mensual, habitaciones disponibles, estado de las habitaciones para el personal de limpieza y pasajeros por ciudad y país para los informes oficiales. Todo exportable a CSV.',
  },
  {
    icon: 'gauge',
    title: 'Panel del día',
    text: 'Un resumen con el estado de las habitaciones de un vistazo: ocupadas, por llegar, por salir y disponibles.',
  },
  {
    icon: 'sync',
    title: 'Todo el equipo al día',
    text: 'Usuarios para cada persona de la recepción y cambios que se ven al instante en todos los puestos, sin recargar la página.',
  },
];

export const HIGHLIGHTS: readonly string[] = [
  'Funciona en el navegador: nada que instalar, también en tabletas y teléfonos.',
  'En español, con montos en su moneda y fechas como dd-mm-aaaa.',
  'Sus datos protegidos, con sesiones seguras y respaldo en la nube.',
];
