import type { ConfiguracionMotor } from '@recepcion/contracts';
import { MENSAJES_MOTOR } from '@recepcion/contracts';
import { ReglaNegocioError, type SqlExecutor } from '@recepcion/platform';

interface Fila {
  hotel_id: number;
  activo: boolean;
  slug: string;
  tipos_habitacion: number[];
  descripciones: ConfiguracionMotor['Descripciones'];
  estancia_minima: number;
  estancia_maxima: number;
  dias_anticipacion_maxima: number;
  dias_anticipacion_minima: number;
  permite_ninos: boolean;
  estado_inicial_id: 1 | 2;
  dias_cancelacion_gratis: number;
  sitio_permitido: string | null;
}

const aConfiguracion = (f: Fila): ConfiguracionMotor => ({
  Activo: f.activo,
  Slug: f.slug,
  TiposHabitacion: f.tipos_habitacion,
  Descripciones: f.descripciones,
  EstanciaMinima: f.estancia_minima,
  EstanciaMaxima: f.estancia_maxima,
  DiasAnticipacionMaxima: f.dias_anticipacion_maxima,
  DiasAnticipacionMinima: f.dias_anticipacion_minima,
  PermiteNinos: f.permite_ninos,
  EstadoInicialId: f.estado_inicial_id,
  DiasCancelacionGratis: f.dias_cancelacion_gratis,
  SitioPermitido: f.sitio_permitido,
});

/** The hotel's saved settings, or null before the first save. */
export async function leerConfiguracion(tx: SqlExecutor, hotelId: number): Promise<ConfiguracionMotor | null> {
  const [fila] = await tx.query<Fila>('select * from motor_configuracion where hotel_id = $1', [hotelId]);
  return fila ? aConfiguracion(fila) : null;
}

/** The hotel whose page is at `slug`, while its engine is on; null otherwise (the page answers 404). */
export async function hotelDelSlug(tx: SqlExecutor, slug: string): Promise<{ hotelId: number; config: ConfiguracionMotor } | null> {
  const [fila] = await tx.query<Fila>('select * from motor_configuracion where lower(slug) = lower($1) and activo', [slug]);
  return fila ? { hotelId: fila.hotel_id, config: aConfiguracion(fila) } : null;
}

/** Saves the settings; an address another hotel has answers `Esa dirección ya la usa otro hotel`. */
export async function guardarConfiguracion(tx: SqlExecutor, hotelId: number, c: ConfiguracionMotor): Promise<void> {
  try {
    await tx.query(
      `insert into motor_configuracion (hotel_id, activo, slug, tipos_habitacion, descripciones, estancia_minima, estancia_maxima, dias_anticipacion_maxima,
                                        dias_anticipacion_minima, permite_ninos, estado_inicial_id, dias_cancelacion_gratis, sitio_permitido)
       values ($1, $2, $3, $4::int[], $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13)
       on conflict (hotel_id) do update set activo = excluded.activo, slug = excluded.slug, tipos_habitacion = excluded.tipos_habitacion,
         descripciones = excluded.descripciones, estancia_minima = excluded.estancia_minima, estancia_maxima = excluded.estancia_maxima,
         dias_anticipacion_maxima = excluded.dias_anticipacion_maxima, dias_anticipacion_minima = excluded.dias_anticipacion_minima,
         permite_ninos = excluded.permite_ninos, estado_inicial_id = excluded.estado_inicial_id,
         dias_cancelacion_gratis = excluded.dias_cancelacion_gratis, sitio_permitido = excluded.sitio_permitido`,
      [hotelId, c.Activo, c.Slug, c.TiposHabitacion, JSON.stringify(c.Descripciones), c.EstanciaMinima, c.EstanciaMaxima, c.DiasAnticipacionMaxima, c.DiasAnticipacionMinima, c.PermiteNinos, c.EstadoInicialId, c.DiasCancelacionGratis, c.SitioPermitido],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new ReglaNegocioError(MENSAJES_MOTOR.slugEnUso);
    throw error;
  }
}
