/**
 * The day's close (night audit): a closed business date freezes what is dated on or before it.
 * Wire types of `/api/CierreDia` live here with the messages.
 */
export const MENSAJES_CIERRE = {
  /** A charge, payment or stay change dated on or before the last closed date; `hasta` as `dd-MM-yyyy`. */
  fechaCerrada: (hasta: string) =>
    `El día ${hasta} está cerrado: no se pueden cambiar cargos, pagos ni estadías de esa fecha o anteriores. Un administrador puede reabrirlo en Configuración › Cierre del día`,
} as const;
