import { conDialogoReserva, type ConflictoCanal } from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import { usePuedeEscribir } from '@recepcion/session';
import { ListaEstado, navigate, type QueryResult, toast } from '@recepcion/ui';
import { useState, type MouseEvent } from 'react';
import { useDescartarConflicto } from './api/descartar-conflicto';
import { TEXTOS_CANALES } from './textos';

/** The calendar with the reservation's dialog over it (libs/contracts dialogos-reserva): `/reservas/calendario?reserva=12`. */
export const rutaReserva = (reservaId: number) => `/reservas/calendario${conDialogoReserva('', { tipo: 'editar', reservaId })}`;

/** A plain click stays in the single-page app; Ctrl, Shift or the middle button open the link as the browser would. */
function irA(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}

/** `03-08-2027 → 05-08-2027` (a screen reader hears «al» instead of the arrow). */
function Fechas({ desde, hasta }: { desde: string; hasta: string }) {
  return (
    <>
      <time dateTime={desde}>{formatearFecha(desde)}</time>
      <span aria-hidden="true"> → </span>
      <span className="rc-visually-hidden"> al </span>
      <time dateTime={hasta}>{formatearFecha(hasta)}</time>
    </>
  );
}

export interface ConflictosProps {
  query: QueryResult<ConflictoCanal[]>;
}

/**
 * The open conflicts (`GET /api/Canales/Conflictos`): a channel's stay over nights Recepción had
 * already given to a reservation or a block. Each names the channel, the room, the dates and the
 * reservation (a link to it); reception and administrators may dismiss one («Descartar»).
 */
export function Conflictos({ query }: ConflictosProps) {
  const { state, refetch, setData } = query;
  const puedeDescartar = usePuedeEscribir('recepcion');
  const descartar = useDescartarConflicto();
  const [descartando, setDescartando] = useState<number | null>(null);
  const filas = state.data ?? [];

  const alDescartar = async (conflicto: ConflictoCanal) => {
    if (descartando !== null) return;
    setDescartando(conflicto.Id);
    try {
      await descartar.mutate(conflicto.Id);
    } catch {
      return; // The portal shows why.
    } finally {
      setDescartando(null);
    }
    setData((actuales) => actuales.filter((c) => c.Id !== conflicto.Id));
    toast.success(TEXTOS_CANALES.conflictoDescartado);
    // The focus was on the removed button: the section's heading takes it.
    document.getElementById('ms-conflictos-titulo')?.focus();
  };

  return (
    <section className="rc-card ms-seccion" aria-labelledby="ms-conflictos-titulo" aria-busy={state.status === 'loading' || undefined}>
      <div className="ms-seccion__cabecera">
        <h2 className="ms-seccion__titulo" id="ms-conflictos-titulo" tabIndex={-1}>
          {TEXTOS_CANALES.conflictos}
          {filas.length > 0 && <span className="ms-contador">{filas.length}</span>}
        </h2>
        <p className="ms-seccion__descripcion">{TEXTOS_CANALES.conflictosDescripcion}</p>
      </div>
      {state.status === 'success' && filas.length > 0 ? (
        <ul className="ms-conflictos" aria-label={TEXTOS_CANALES.conflictos}>
          {filas.map((c) => (
            <li key={c.Id} className="ms-conflicto">
              <span className="ms-conflicto__marca" aria-hidden="true">
                !
              </span>
              <dl className="ms-datos ms-conflicto__datos">
                <div className="ms-datos__par">
                  <dt>Canal</dt>
                  <dd>{c.Canal}</dd>
                </div>
                <div className="ms-datos__par">
                  <dt>Habitación</dt>
                  <dd>{c.HabitacionNombre}</dd>
                </div>
                <div className="ms-datos__par">
                  <dt>Fechas</dt>
                  <dd>
                    <Fechas desde={c.Desde} hasta={c.Hasta} />
                  </dd>
                </div>
                <div className="ms-datos__par">
                  <dt>Coincide con</dt>
                  <dd>
                    {c.ReservaId ? (
                      <a href={rutaReserva(c.ReservaId)} onClick={irA}>
                        Reserva {c.ReservaId}
                      </a>
                    ) : (
                      'Un bloqueo'
                    )}
                  </dd>
                </div>
              </dl>
              {puedeDescartar && (
                <button
                  type="button"
                  className="rc-button ms-button--small ms-conflicto__descartar"
                  aria-label={`Descartar el conflicto de ${c.Canal} en la habitación ${c.HabitacionNombre}, del ${formatearFecha(c.Desde)} al ${formatearFecha(c.Hasta)}`}
                  aria-busy={descartando === c.Id || undefined}
                  onClick={() => void alDescartar(c)}
                >
                  Descartar
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <ListaEstado state={state} cargando={TEXTOS_CANALES.cargandoConflictos} error={TEXTOS_CANALES.errorConflictos} vacio={TEXTOS_CANALES.sinConflictos} onReintentar={refetch} />
      )}
    </section>
  );
}
