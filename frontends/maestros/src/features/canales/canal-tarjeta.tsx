import { type Canal, ESTADOS_SINCRONIZACION } from '@recepcion/contracts';
import { formatearNumero } from '@recepcion/domain';
import { useSoloLectura } from '@recepcion/ui';
import { useId } from 'react';
import { leerEnlace, renovarEnlace } from './api/enlaces-ical';
import { EnlaceIcal } from './enlace-ical';
import { fechaHora, urlCorta } from './textos';

/** What the last «Sincronizar ahora» of a feed gave, shown on its card until the next one. */
export type ResultadoEnPantalla = { tipo: 'correcto'; texto: string } | { tipo: 'error'; texto: string };

export interface CanalTarjetaProps {
  canal: Canal;
  resultado?: ResultadoEnPantalla;
  sincronizando: boolean;
  onSincronizar: (canal: Canal) => void;
  onEditar: (canal: Canal) => void;
  onEliminar: (canal: Canal) => void;
}

/** The status of the feed's last pull: a mark and a word (not colour alone), and the reason of a failure. */
function Estado({ canal }: { canal: Canal }) {
  if (canal.UltimoEstado === ESTADOS_SINCRONIZACION.correcto) {
    return (
      <span className="ms-estado ms-estado--correcto">
        <span aria-hidden="true">✓</span> {ESTADOS_SINCRONIZACION.correcto}
      </span>
    );
  }
  if (canal.UltimoEstado === ESTADOS_SINCRONIZACION.error) {
    return (
      <>
        <span className="ms-estado ms-estado--error">
          <span aria-hidden="true">✕</span> {ESTADOS_SINCRONIZACION.error}
        </span>
        {canal.Error && <span className="ms-canal__error">{canal.Error}</span>}
      </>
    );
  }
  return <span className="ms-estado">Sin sincronizar</span>;
}

/**
 * One imported feed of a room: its name, address (shortened), whether it is active, its last pull
 * (when, how it went, how many events), «Sincronizar ahora», «Editar», «Eliminar», and the
 * address of the room's feed to paste into that channel (without that channel's own stays).
 */
export function CanalTarjeta({ canal, resultado, sincronizando, onSincronizar, onEditar, onEliminar }: CanalTarjetaProps) {
  const soloLectura = useSoloLectura();
  const tituloId = `${useId()}-titulo`;
  const ultima = fechaHora(canal.UltimaSincronizacion);

  return (
    <li className="ms-canal">
      <article aria-label={`${canal.Nombre}, habitación ${canal.HabitacionNombre}`}>
        <div className="ms-canal__cabecera">
          <h4 className="ms-canal__nombre" id={tituloId}>
            {canal.Nombre}
          </h4>
          <span className={`ms-badge ms-badge--${canal.Activo ? 'activo' : 'inactivo'}`}>{canal.Activo ? 'Activo' : 'Inactivo'}</span>
        </div>
        <dl className="ms-datos">
          <div className="ms-datos__par ms-datos__par--ancho">
            <dt>URL</dt>
            <dd className="ms-canal__url" title={canal.Url}>
              {urlCorta(canal.Url)}
            </dd>
          </div>
          <div className="ms-datos__par">
            <dt>Última sincronización</dt>
            <dd>{ultima || 'Nunca'}</dd>
          </div>
          <div className="ms-datos__par">
            <dt>Estado</dt>
            <dd className="ms-canal__estado">
              <Estado canal={canal} />
            </dd>
          </div>
          <div className="ms-datos__par">
            <dt>Eventos</dt>
            <dd>{formatearNumero(canal.Eventos)}</dd>
          </div>
        </dl>

        {resultado?.tipo === 'correcto' && (
          <p className="ms-resultado ms-resultado--correcto" role="status">
            <span aria-hidden="true">✓ </span>Sincronizado: {resultado.texto}
          </p>
        )}
        {resultado?.tipo === 'error' && (
          <p className="ms-resultado ms-resultado--error" role="alert">
            <span aria-hidden="true">✕ </span>No se pudo sincronizar: {resultado.texto}
          </p>
        )}

        {!soloLectura && (
          <div className="ms-canal__acciones">
            <button
              type="button"
              className="rc-button rc-button--primary ms-button--small"
              aria-describedby={tituloId}
              aria-busy={sincronizando || undefined}
              aria-disabled={sincronizando || undefined}
              onClick={() => onSincronizar(canal)}
            >
              {sincronizando ? 'Sincronizando…' : 'Sincronizar ahora'}
            </button>
            <button type="button" className="rc-button ms-button--small" aria-describedby={tituloId} onClick={() => onEditar(canal)}>
              Editar
            </button>
            <button type="button" className="rc-button rc-button--danger ms-button--small" aria-describedby={tituloId} onClick={() => onEliminar(canal)}>
              Eliminar
            </button>
          </div>
        )}

        <EnlaceIcal
          etiqueta={`Enlace para ${canal.Nombre}`}
          contexto={` (habitación ${canal.HabitacionNombre})`}
          ayuda={`Péguelo en ${canal.Nombre} para que vea la ocupación de la habitación, sin las estadías que vienen del mismo canal.`}
          de={`para ${canal.Nombre} de la habitación ${canal.HabitacionNombre}`}
          leer={() => leerEnlace({ tipo: 'canal', id: canal.Id })}
          renovar={() => renovarEnlace({ tipo: 'canal', id: canal.Id })}
        />
      </article>
    </li>
  );
}
