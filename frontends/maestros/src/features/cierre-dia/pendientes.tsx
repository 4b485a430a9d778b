import { conDialogoReserva, type PendientesCierre, type ReservaPendiente } from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import { confirmar, navigate, toast } from '@recepcion/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useMarcarNoPresentado } from './api/marcar-no-presentado';
import { useMonto } from './monto';
import { TEXTOS_CIERRE as T } from './textos';

const rutaReserva = (reservaId: number) => `/reservas/calendario${conDialogoReserva('', { tipo: 'editar', reservaId })}`;

/** A plain click stays in the single-page app; Ctrl, Shift or the middle button open the link as the browser would. */
function irA(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}

function Lista({ titulo, filas, columnas, celdas }: { titulo: string; filas: readonly unknown[]; columnas: readonly string[]; celdas: ReactNode[][] }) {
  if (filas.length === 0) return null;
  const id = `cd-${titulo.replace(/\W+/g, '-')}`;
  return (
    <section className="cd-lista" aria-labelledby={id}>
      <h3 id={id}>
        {titulo} <span className="cd-cuenta">({filas.length})</span>
      </h3>
      <table className="cd-tabla">
        <thead>
          <tr>
            {columnas.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {celdas.map((fila, i) => (
            <tr key={i}>
              {fila.map((celda, j) => (
                <td key={j}>{celda}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const enlace = (r: ReservaPendiente) => (
  <a href={rutaReserva(r.ReservaId)} onClick={irA} aria-label={`Abrir la reserva ${r.ReservaId} de ${r.ClienteNombre}`}>
    {r.ReservaId}
  </a>
);
const estadia = (r: ReservaPendiente) => `${formatearFecha(r.CheckIn)} al ${formatearFecha(r.CheckOut)}`;

/** The date's pending items, each with what to do about it. None blocks the close. */
export function Pendientes({ pendientes, editable, onCambio }: { pendientes: PendientesCierre; editable: boolean; onCambio: () => void }) {
  const monto = useMonto();
  const noPresentado = useMarcarNoPresentado();
  const marcar = async (r: ReservaPendiente) => {
    if (!(await confirmar(T.confirmarNoPresentado(r.ReservaId, r.ClienteNombre)))) return;
    try {
      await noPresentado.mutate(r.ReservaId);
    } catch {
      return;
    }
    toast.success(T.marcadaNoPresentada);
    onCambio();
  };
  const { Llegadas, Salidas, SaldosPendientes, HabitacionesSucias } = pendientes;
  const vacio = Llegadas.length + Salidas.length + SaldosPendientes.length + HabitacionesSucias.length === 0;
  return (
    <section className="rc-card ms-seccion cd-pendientes" aria-labelledby="cd-pendientes-titulo">
      <h2 id="cd-pendientes-titulo">{T.pendientes}</h2>
      {vacio ? (
        <p className="rc-estado" role="status">
          {T.sinPendientes}
        </p>
      ) : (
        <p className="cd-nota">{T.notaPendientes}</p>
      )}
      <Lista
        titulo={T.llegadas}
        filas={Llegadas}
        columnas={['Reserva', 'Cliente', 'Habitaciones', 'Estadía', 'Estado', 'Acción']}
        celdas={Llegadas.map((r) => [
          enlace(r),
          r.ClienteNombre,
          r.Habitaciones,
          estadia(r),
          r.EstadoNombre,
          <button key="np" type="button" className="rc-button" disabled={!editable || noPresentado.pending} onClick={() => void marcar(r)} aria-label={`${T.noPresentado}: reserva ${r.ReservaId} de ${r.ClienteNombre}`}>
            {T.noPresentado}
          </button>,
        ])}
      />
      <Lista titulo={T.salidas} filas={Salidas} columnas={['Reserva', 'Cliente', 'Habitaciones', 'Estadía', 'Estado']} celdas={Salidas.map((r) => [enlace(r), r.ClienteNombre, r.Habitaciones, estadia(r), r.EstadoNombre])} />
      <Lista
        titulo={T.saldos}
        filas={SaldosPendientes}
        columnas={['Reserva', 'Cliente', 'Habitaciones', 'Estadía', 'Saldo']}
        celdas={SaldosPendientes.map((r) => [enlace(r), r.ClienteNombre, r.Habitaciones, estadia(r), r.Saldos.map((s) => `${s.MonedaId} ${monto(s.Saldo, s.MonedaId)}`).join(' · ')])}
      />
      {HabitacionesSucias.length > 0 && (
        <section className="cd-lista" aria-labelledby="cd-sucias">
          <h3 id="cd-sucias">
            {T.sucias} <span className="cd-cuenta">({HabitacionesSucias.length})</span>
          </h3>
          <p>
            {HabitacionesSucias.map((h) => h.Nombre).join(', ')}.{' '}
            <a href="/pisos" onClick={irA}>
              {T.irAPisos}
            </a>
          </p>
        </section>
      )}
    </section>
  );
}
