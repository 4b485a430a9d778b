import { ApiError, sendClientLog } from '@recepcion/api-client';
import { type EstadoConRuta, MENSAJE_CONFLICTO, type PestanaReserva } from '@recepcion/contracts';
import { cambiarCheckIn, desplazarLineasDesdeCheckIn, formatearFecha, lineasQueComienzan, moverLineasAlCheckOut } from '@recepcion/domain';
import { usePuedeEscribir } from '@recepcion/session';
import { Autocomplete, AvisoSoloLectura, CheckboxField, confirmar, DateInput, DraggableModal, NumberInput, SelectField, Tabs, TextField, toast } from '@recepcion/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { anular, aplicarEstado } from '../comun/acciones-estado';
import { buscarClientes } from '../comun/api/buscar-clientes';
import { eliminarReserva } from './api/eliminar-reserva';
import { getReserva } from '../comun/api/get-reserva';
import { guardarReserva } from '../comun/api/guardar-reserva';
import { conTotales, cuerpoReserva } from '../comun/calculos';
import { EstadoCuentaDialog } from '../estado-cuenta/estado-cuenta-dialog';
import { ESTADO_ANULADO, ESTADOS, estadoDe, FORMAS_PAGO_BASE } from '../comun/estados';
import { type TipoImpuestoLista, useLista, useOpcionesMoneda } from '../comun/listas';
import { MENSAJES, moverLineasCheckIn, textoOrigen } from '../comun/mensajes';
import { TabCargos } from './tab-cargos';
import { TabCuenta } from './tab-cuenta';
import { TabHabitaciones } from './tab-habitaciones';
import { TabHistorial } from './tab-historial';
import { TabPagos } from './tab-pagos';
import { TabPasajeros } from './tab-pasajeros';
import type { ItemNombre, Reserva } from '../comun/tipos';
import { useConfig, useContextoPrecios } from '../comun/use-precios';
import { type CampoGeneral, type Errores, ORDEN_GENERAL, preguntaPrecioCero, primerError, validarGeneral } from '../comun/validacion';

/** The reservation as the save would send it, its version aside (a status call changes that). */
const huella = (r: Reserva, clienteId: number | null) => JSON.stringify({ ...cuerpoReserva({ ...r, ClienteId: clienteId }), Version: undefined });

/** The stay's dates and its lines': what an early check-out that shortens the stay changes. */
const estadiaDe = (r: Reserva) => JSON.stringify([r.CheckIn, r.CheckOut, r.Habitaciones.map((l) => [l.CheckIn, l.CheckOut])]);

export interface ReservaEditorProps {
  reservaId: number;
  pestana: PestanaReserva;
  onPestana: (pestana: PestanaReserva) => void;
  /** Closes the modal (the address loses its parameters). */
  onClose: () => void;
}

/**
 * The reservation edit modal (spec sections 2 and 4): General, Habitaciones, Pasajeros, Cargos,
 * Pagos, Cuenta and Historial, a status bar, and one save of the whole reservation with the
 * Version it was read at (a 409 offers to reload). Everything typed stays until it is saved or
 * the modal is closed; a failed save keeps it.
 */
export function ReservaEditor({ reservaId, pestana, onPestana, onClose }: ReservaEditorProps) {
  const ctx = useContextoPrecios();
  const config = useConfig();
  const [borrador, setBorrador] = useState<Reserva | null>(null);
  const [falla, setFalla] = useState(false);
  const [errores, setErrores] = useState<Errores<CampoGeneral>>({});
  const [guardando, setGuardando] = useState(false);
  const [cuenta, setCuenta] = useState(false);
  const [cliente, setCliente] = useState<ItemNombre | null>(null);
  const puedeModificar = usePuedeEscribir('recepcion');
  const puedeEliminar = usePuedeEscribir('administracion');
  // The last valid stay: the rules compare against it even while a date is being retyped.
  const estadia = useRef({ CheckIn: '', CheckOut: '' });
  // What was read, as it would be sent: closing with anything else asks before discarding it.
  const leida = useRef('');
  // The stay as the server last answered it (estadiaDe).
  const estadiaLeida = useRef('');

  const cargar = useCallback(async () => {
    try {
      const r = await getReserva(reservaId);
      setBorrador(r);
      leida.current = huella(r, r.ClienteId ?? null);
      estadiaLeida.current = estadiaDe(r);
      setCliente(r.ClienteId ? { Id: r.ClienteId, Nombre: r.ClienteNombre ?? '' } : null);
      estadia.current = { CheckIn: r.CheckIn, CheckOut: r.CheckOut };
      setErrores({});
      setFalla(false);
    } catch {
      // The API client has shown why (404 'No se encontro'...).
      setFalla(true);
    }
  }, [reservaId]);

  useEffect(() => {
    void cargar();
  }, [cargar]);

  const cambiar = (cambio: Partial<Reserva>, campos: CampoGeneral[] = []) => {
    setBorrador((b) => (b ? { ...b, ...cambio } : b));
    if (campos.some((c) => errores[c])) setErrores((e) => ({ ...e, ...Object.fromEntries(campos.map((c) => [c, undefined])) }));
  };

  const cambiarCheckInReserva = async (nuevo: string | null) => {
    if (!borrador) return;
    if (!nuevo) {
      cambiar({ CheckIn: '' });
      return;
    }
    const anterior = estadia.current;
    const nueva = cambiarCheckIn(anterior, nuevo);
    estadia.current = nueva;
    cambiar(nueva, ['CheckIn', 'CheckOut']);
    const afectadas = anterior.CheckIn && anterior.CheckIn !== nuevo ? lineasQueComienzan(borrador.Habitaciones, anterior.CheckIn) : [];
    if (afectadas.length > 0 && (await confirmar(moverLineasCheckIn(formatearFecha(anterior.CheckIn), afectadas.length)))) {
      setBorrador((b) => (b ? { ...b, Habitaciones: desplazarLineasDesdeCheckIn(b.Habitaciones, anterior.CheckIn, nuevo) } : b));
    }
  };

  const cambiarCheckOutReserva = (nuevo: string | null) => {
    if (!nuevo) {
      cambiar({ CheckOut: '' });
      return;
    }
    const anterior = estadia.current.CheckOut;
    estadia.current = { ...estadia.current, CheckOut: nuevo };
    setBorrador((b) => (b ? { ...b, CheckOut: nuevo, Habitaciones: anterior ? moverLineasAlCheckOut(b.Habitaciones, anterior, nuevo) : b.Habitaciones } : b));
    setErrores((e) => ({ ...e, CheckOut: undefined }));
  };

  const guardar = async () => {
    if (!borrador || guardando) return;
    const e = validarGeneral({ ...borrador, ClienteId: cliente?.Id ?? null });
    setErrores(e);
    const primero = primerError(e, ORDEN_GENERAL);
    if (primero) {
      onPestana('General');
      toast.error(primero);
      return;
    }
    if (!cliente) return;
    if (borrador.Habitaciones.length === 0) {
      onPestana('Habitaciones');
      toast.error(MENSAJES.faltanHabitaciones);
      return;
    }
    // A price of 0 is asked, never saved silently.
    const pregunta = preguntaPrecioCero(borrador.Habitaciones);
    if (pregunta && !(await confirmar(pregunta))) {
      onPestana('Habitaciones');
      return;
    }
    setGuardando(true);
    try {
      await guardarReserva(reservaId, cuerpoReserva({ ...borrador, ClienteId: cliente.Id }));
      onClose();
      toast.success(MENSAJES.guardado);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const mensaje = (error.body as { Message?: string } | undefined)?.Message ?? MENSAJE_CONFLICTO;
        if (await confirmar(`${mensaje}\n\n${MENSAJES.recargar}`, 'Reserva modificada')) await cargar();
      } else {
        const mensaje = error instanceof ApiError ? error.mensaje : String(error);
        toast.error(mensaje);
        void sendClientLog({ message: mensaje, tag: error instanceof ApiError ? `${error.request} ${error.status}` : 'ReservasB', category: 'api' });
      }
    } finally {
      setGuardando(false);
    }
  };

  /**
   * A status call changes the status and the version, and the draft keeps what was typed. An early
   * check-out that shortened the stay changed its dates and lines too: the draft takes the
   * server's stay, or a save afterwards would book the freed nights again.
   */
  const tomarEstado = (r: Reserva | null) => {
    if (!r || !borrador) return;
    const conEstado = { ...borrador, EstadoId: r.EstadoId, EstadoNombre: r.EstadoNombre, Version: r.Version };
    if (estadiaDe(r) === estadiaLeida.current) {
      setBorrador(conEstado);
      return;
    }
    const sinCambios = huella(borrador, cliente?.Id ?? null) === leida.current;
    const nueva = { ...conEstado, CheckIn: r.CheckIn, CheckOut: r.CheckOut, Habitaciones: r.Habitaciones };
    setBorrador(nueva);
    estadiaLeida.current = estadiaDe(r);
    estadia.current = { CheckIn: r.CheckIn, CheckOut: r.CheckOut };
    if (sinCambios) leida.current = huella(nueva, cliente?.Id ?? null);
  };

  const eliminar = async () => {
    if (!(await confirmar(MENSAJES.confirmarEliminar))) return;
    try {
      await eliminarReserva(reservaId);
      onClose();
      toast.success(MENSAJES.eliminado);
    } catch {
      // The API client has shown the error.
    }
  };

  /** Cancel, Esc or ×: unsaved changes are only dropped when the user says so. */
  const cerrar = async () => {
    if (borrador && huella(borrador, cliente?.Id ?? null) !== leida.current && !(await confirmar(MENSAJES.descartarCambios))) return;
    onClose();
  };

  const titulo = `Reserva ${reservaId}`;
  if (falla || !borrador) {
    return (
      <DraggableModal
        open
        size="sm"
        title={titulo}
        onClose={onClose}
        closeOnEscape
        footer={
          <button type="button" className="rc-button" onClick={onClose}>
            Cerrar
          </button>
        }
      >
        {falla ? <p className="rs-vacio">{MENSAJES.errorCarga}</p> : <p role="status">{MENSAJES.cargando}</p>}
      </DraggableModal>
    );
  }

  const vista = conTotales(borrador, ctx);
  const estado = estadoDe(borrador.EstadoId);
  // A cancelled reservation takes no other status (the server refuses it): its buttons say why.
  const anulada = borrador.EstadoId === ESTADO_ANULADO;
  const idAnulada = `rs-anulada-${reservaId}`;
  // A user who may not change it reads the reservation: every field and add/edit button of the
  // editable tabs is off (one disabled fieldset), while the tabs, the account and the history stay usable.
  const editable = (contenido: ReactNode) => (
    <fieldset className="rs-editable" disabled={!puedeModificar}>
      {contenido}
    </fieldset>
  );
  const tabs = [
    {
      id: 'General',
      titulo: 'General',
      invalida: Object.values(errores).some(Boolean),
      contenido: editable(
        <TabGeneral
          reserva={borrador}
          cliente={cliente}
          errores={errores}
          onCliente={(c) => {
            setCliente(c);
            setErrores((e) => ({ ...e, ClienteId: undefined }));
          }}
          onCambio={cambiar}
          onCheckIn={(v) => void cambiarCheckInReserva(v)}
          onCheckOut={cambiarCheckOutReserva}
        />,
      ),
    },
    { id: 'Habitaciones', titulo: 'Habitaciones', contenido: editable(<TabHabitaciones reserva={vista} onCambio={(Habitaciones) => cambiar({ Habitaciones })} />) },
    { id: 'Pasajeros', titulo: 'Pasajeros', contenido: editable(<TabPasajeros reserva={vista} onCambio={(Pasajeros) => cambiar({ Pasajeros })} />) },
    { id: 'Cargos', titulo: 'Cargos', contenido: editable(<TabCargos reserva={vista} onCambio={(Cargos) => cambiar({ Cargos })} />) },
    { id: 'Pagos', titulo: 'Pagos', contenido: editable(<TabPagos reserva={vista} onCambio={(Ingresos) => cambiar({ Ingresos })} />) },
    { id: 'Cuenta', titulo: 'Cuenta', contenido: <TabCuenta reserva={{ ...vista, ClienteNombre: cliente?.Nombre ?? vista.ClienteNombre }} /> },
    { id: 'Historial', titulo: 'Historial', contenido: <TabHistorial reservaId={reservaId} version={borrador.Version} monedaId={borrador.MonedaId} /> },
  ];

  return (
    <DraggableModal
      open
      size="xl"
      title={titulo}
      onClose={() => void cerrar()}
      closeOnEscape
      onSubmit={() => puedeModificar && void guardar()}
      footer={
        <>
          {puedeEliminar && (
            <button type="button" className="rc-button rc-button--danger rs-footer__izquierda" onClick={() => void eliminar()}>
              Eliminar
            </button>
          )}
          <button type="button" className="rc-button" onClick={() => void cerrar()}>
            {puedeModificar ? 'Cancelar' : 'Cerrar'}
          </button>
          {puedeModificar && (
            <button type="submit" className="rc-button rc-button--primary" aria-busy={guardando || undefined} aria-disabled={guardando || undefined}>
              {guardando ? 'Guardando…' : 'Guardar'}
            </button>
          )}
        </>
      }
    >
      <div role="toolbar" aria-label="Estado de la reserva" className="rs-estado">
        <span className={`rs-estado__actual rs-estado--${estado.clase}`}>
          Estado: <strong>{estado.nombre}</strong>
        </span>
        {puedeModificar ? (
          <>
            {ESTADOS.filter((e) => e.id !== ESTADO_ANULADO).map((e) => (
              <button
                key={e.id}
                type="button"
                className="rc-button rs-estado__boton"
                disabled={anulada || e.id === borrador.EstadoId}
                aria-describedby={anulada ? idAnulada : undefined}
                title={anulada ? MENSAJES.reservaAnulada : undefined}
                onClick={() => void aplicarEstado(reservaId, e.id as EstadoConRuta, ctx.centavosDe).then(tomarEstado)}
              >
                {e.nombre}
              </button>
            ))}
            {/* Stays enabled: on a cancelled reservation it answers that it is already cancelled (spec section 4). */}
            <button type="button" className="rc-button rc-button--danger rs-estado__boton" onClick={() => void anular(reservaId, borrador.EstadoId).then(tomarEstado)}>
              Anular…
            </button>
            {anulada && (
              <span id={idAnulada} className="rs-estado__nota">
                {MENSAJES.reservaAnulada}
              </span>
            )}
          </>
        ) : (
          <AvisoSoloLectura />
        )}
        <button type="button" className="rc-button rs-estado__boton" onClick={() => setCuenta(true)}>
          Estado de cuenta
        </button>
      </div>
      {/* Only the open tab is mounted: a grid laid out while hidden would have no rows (the draft holds all the data). */}
      <Tabs ariaLabel="Secciones de la reserva" tabs={tabs} activa={pestana} mantenerMontadas={false} onCambio={(id) => onPestana(id as PestanaReserva)} />
      {cuenta && <EstadoCuentaDialog reserva={{ ...vista, ClienteNombre: cliente?.Nombre ?? vista.ClienteNombre }} config={config} centavosDe={(m) => ctx.centavosDe(m)} onClose={() => setCuenta(false)} />}
    </DraggableModal>
  );
}

interface TabGeneralProps {
  reserva: Reserva;
  cliente: ItemNombre | null;
  errores: Errores<CampoGeneral>;
  onCliente: (cliente: ItemNombre | null) => void;
  onCambio: (cambio: Partial<Reserva>, campos?: CampoGeneral[]) => void;
  onCheckIn: (fecha: string | null) => void;
  onCheckOut: (fecha: string | null) => void;
}

/** General data: where it was booked (read-only, when not the front desk), stay, client, group, contact, currency, tax, payment form, guests and comment. */
function TabGeneral({ reserva: r, cliente, errores, onCliente, onCambio, onCheckIn, onCheckOut }: TabGeneralProps) {
  const impuestos = useLista<TipoImpuestoLista>('TipoImpuestos');
  // The reservation's condition: Contado or Crédito (the hotel's payment methods are for its payments).
  const formas = FORMAS_PAGO_BASE;
  const monedas = useOpcionesMoneda(r.MonedaId);
  return (
    <div className="rs-general">
      {r.Origen && (
        <p className="rs-origen">
          <span className="rs-origen__etiqueta">Origen:</span> {textoOrigen(r.Origen)}
        </p>
      )}
      <div className="rs-fila">
        <DateInput label="Check-In" required value={r.CheckIn || null} error={errores.CheckIn} onChange={onCheckIn} />
        <DateInput label="Check-Out" required value={r.CheckOut || null} error={errores.CheckOut} onChange={onCheckOut} />
        <NumberInput label="Cantidad de pasajeros" decimales={0} value={r.CantidadPasajeros ?? null} onChange={(v) => onCambio({ CantidadPasajeros: v ?? undefined })} />
      </div>
      <div className="rs-fila">
        <Autocomplete<ItemNombre> label="Cliente" required value={cliente} buscar={buscarClientes} error={errores.ClienteId} onChange={onCliente} />
        <TextField label="Nombre del grupo" maxLength={200} value={r.NombreGrupo ?? ''} onChange={(e) => onCambio({ NombreGrupo: e.target.value })} />
      </div>
      <div className="rs-fila">
        <TextField label="Contacto" maxLength={200} value={r.ContactoClienteNombre ?? ''} onChange={(e) => onCambio({ ContactoClienteNombre: e.target.value })} />
        <TextField
          label="Correo del contacto"
          type="email"
          maxLength={200}
          value={r.ContactoClienteEmail ?? ''}
          error={errores.ContactoClienteEmail}
          onChange={(e) => onCambio({ ContactoClienteEmail: e.target.value }, ['ContactoClienteEmail'])}
        />
      </div>
      <div className="rs-fila">
        <SelectField label="Moneda" required placeholder="Seleccione una moneda" options={monedas} value={r.MonedaId ?? ''} error={errores.MonedaId} onChange={(e) => onCambio({ MonedaId: e.target.value }, ['MonedaId'])} />
        <SelectField
          label="Tipo de impuesto"
          required
          placeholder="Seleccione un impuesto"
          options={impuestos.map((t) => ({ value: t.Id, label: t.Nombre }))}
          value={r.TipoImpuestoId ?? ''}
          error={errores.TipoImpuestoId}
          onChange={(e) => onCambio({ TipoImpuestoId: Number(e.target.value) || null }, ['TipoImpuestoId'])}
        />
        <CheckboxField label="Impuesto incluido" checked={r.ImpuestoIncluido} onChange={(e) => onCambio({ ImpuestoIncluido: e.target.checked })} />
        <SelectField
          label="Forma de pago"
          required
          placeholder="Seleccione una forma de pago"
          options={formas.map((f) => ({ value: f.Id, label: f.Nombre }))}
          value={r.FormaPagoId || ''}
          error={errores.FormaPagoId}
          onChange={(e) => onCambio({ FormaPagoId: Number(e.target.value) || 0 }, ['FormaPagoId'])}
        />
      </div>
      <div className="rc-field">
        <label className="rc-field__label" htmlFor={`rs-comentario-${r.Id}`}>
          Comentario
        </label>
        <textarea id={`rs-comentario-${r.Id}`} className="rc-input rs-textarea" rows={3} maxLength={4000} value={r.Comentario ?? ''} onChange={(e) => onCambio({ Comentario: e.target.value })} />
      </div>
    </div>
  );
}
