/** The page's own texts (the server's messages come from libs/contracts `MENSAJES_MOTOR`). */
export const TEXTOS_MOTOR = {
  titulo: 'Motor de reservas',
  descripcion:
    'La página de su hotel donde los huéspedes ven la disponibilidad con sus precios y reservan en línea, sin comisión. Sus reservas llegan al calendario y al listado marcadas «Web».',
  cargando: 'Cargando la configuración del motor de reservas…',
  error: 'No se pudo cargar la configuración del motor de reservas.',
  /** GET /api/MotorReservas answers 403 to reception and read-only users. */
  soloAdministradores:
    'Solo un administrador puede ver y cambiar la configuración del motor de reservas (la dirección de la página, los tipos de habitación que se venden en línea y sus condiciones). Las reservas que llegan por la página se ven en el calendario y en el listado, marcadas «Web».',
  guardado: 'Guardado con éxito',
  copiado: 'Copiado',
  noCopiado: 'No se pudo copiar: seleccione el texto y cópielo con Ctrl+C.',
  cambiosSinGuardar: 'Hay cambios sin guardar.',
  cargandoTipos: 'Cargando tipos de habitación…',
  sinTipos: 'El hotel no tiene tipos de habitación. Agréguelos en Configuración › Tipos de habitación.',
  activa: 'Activa',
  desactivada: 'Desactivada',
  paginaDesactivada: 'La página está desactivada: quien la abra verá que el hotel no recibe reservas en línea. Active «Recibir reservas en línea» y guarde.',
  direccionCambiada: 'Guarde los cambios para usar la nueva dirección.',
  notaIncrustar:
    'Para que los navegadores muestren la página dentro de su sitio, indique su dirección en «Sitio permitido» y guarde: por seguridad, cualquier otro sitio que intente incrustarla verá un recuadro vacío.',
  sitioPermitidoGuardado: (sitio: string) => `Sitio permitido: ${sitio}. Los demás sitios no pueden incrustar la página.`,
} as const;

/** `2 personas`, `1 persona`. */
export const personas = (n: number) => `${n} ${n === 1 ? 'persona' : 'personas'}`;
