import { cambiarCheckIn, checkOutMinimo, desplazarLineasDesdeCheckIn, estadiaDeLineas, formatearMonto, isoDeFechaLocal, moverLineasAlCheckOut, sumarDias } from '@recepcion/domain';
import { Autocomplete, DateInput, DraggableModal, NumberInput, SelectField, TextField, toast } from '@recepcion/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buscarClientes } from './api/buscar-clientes';
import { cambiarEstado, type EstadoConRuta } from './api/cambiar-estado';
import { crearReserva } from './api/crear-reserva';
import { getPrecioCalculado } from './api/get-precio-calculado';
import { getReservaNuevo } from './api/get-reserva-nuevo';
import { habitacionDisponible } from './api/habitacion-disponible';
import { cuerpoReserva, lineaConTotales } from './calculos';
import { ClienteRapido } from './cliente-rapido';
import { ESTADO_SIN_CONFIRMAR, ESTADOS, FORMAS_PAGO_BASE, PAIS_CON_CIUDAD } from './estados';
import { type HabitacionLista, type ItemLista, type TipoHabitacionLista, type TipoImpuestoLista, useLista, useOpcionesMoneda } from './listas';
import { MENSAJES } from './mensajes';
import type { ItemNombre, LineaHabitacion, Reserva } from './tipos';
import { useConfig, useContextoPrecios } from './use-precios';
import { type CampoGeneral, type CampoLinea, type Errores, ORDEN_GENERAL, ORDEN_LINEA, primerError, validarGeneral, validarLinea } from './validacion';

/** What the address brought: the stay and the selected rooms (all optional). */
export interface PedidoNuevaReserva {
  desde?: string;
  hasta?: string;
  habitaciones: number[];
}

/** The statuses a new reservation may start in (check-out and cancelled come later). */
const ESTADOS_INICIALES = ESTADOS.filter((e) => [1, 2, 3, 7].includes(e.id));

function claveIdempotencia(): string {
  const c = globalThis.crypto as Crypto | undefined;
  return c?.randomUUID ? c.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

interface Props {
  pedido: PedidoNuevaReserva;
  onClose: () => void;
  /** The created reservation: the host opens its edit modal. */
  onCreada: (reserva: Reserva) => void;
}

/**
 * The reservation wizard (spec section 2): step 1 general data (stay, client or a new one, group,
 * contact, currency, tax, payment form, status), step 2 one line per room with its type, guests,
 * accommodation price (from the price list), meal plan and total. Saving checks every line and the
 * rooms' availability, creates the reservation and hands it over.
 */
export function NuevaReservaWizard({ pedido, onClose, onCreada }: Props) {
  const config = useConfig();
  const ctx = useContextoPrecios();
  const habitaciones = useLista<HabitacionLista>('Habitaciones');
  const tipos = useLista<TipoHabitacionLista>('TiposHabitacion');
  const regimenes = useLista<ItemLista>('Regimenes');
  const impuestos = useLista<TipoImpuestoLista>('TipoImpuestos');
  const formasLista = useLista<ItemLista>('FormasPago');
  const formas = formasLista.length > 0 ? formasLista : FORMAS_PAGO_BASE;
  const [paso, setPaso] = useState<1 | 2>(1);
  const [borrador, setBorrador] = useState<Reserva | null>(null);
  const [cliente, setCliente] = useState<ItemNombre | null>(null);
  const [errores, setErrores] = useState<Errores<CampoGeneral>>({});
  const [erroresLineas, setErroresLineas] = useState<Errores<CampoLinea>[]>([]);
  const [nuevoCliente, setNuevoCliente] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const clave = useRef(claveIdempotencia());
  const estadia = useRef({ CheckIn: '', CheckOut: '' });
  const monedas = useOpcionesMoneda(borrador?.MonedaId, config?.MonedaId);

  useEffect(() => {
    let vigente = true;
    const checkIn = pedido.desde ?? isoDeFechaLocal(new Date());
    const checkOut = pedido.hasta && pedido.hasta > checkIn ? pedido.hasta : sumarDias(checkIn, 1);
    getReservaNuevo({ CheckIn: checkIn, CheckOut: checkOut, HabitacionIds: pedido.habitaciones }).then(
      (r) => {
        if (!vigente) return;
        estadia.current = { CheckIn: r.CheckIn, CheckOut: r.CheckOut };
        setBorrador({ ...r, MonedaId: r.MonedaId || config?.MonedaId || '', FormaPagoId: r.FormaPagoId || 1, EstadoId: r.EstadoId || ESTADO_SIN_CONFIRMAR, Cargos: [], Ingresos: [], Pasajeros: [] });
      },
      () => vigente && onClose(),
    );
    return () => {
      vigente = false;
    };
    // The draft is asked once, for what the address brought.
  }, []);

  const cambiar = (cambio: Partial<Reserva>, campos: CampoGeneral[] = []) => {
    setBorrador((b) => (b ? { ...b, ...cambio } : b));
    if (campos.some((c) => errores[c])) setErrores((e) => ({ ...e, ...Object.fromEntries(campos.map((c) => [c, undefined])) }));
  };

  // Step 1's stay carries the lines that shared it (spec section 4's rules, without asking: nothing is saved yet).
  const cambiarCheckInGeneral = (nuevo: string | null) => {
    if (!nuevo) return cambiar({ CheckIn: '' });
    const anterior = estadia.current;
    const nueva = cambiarCheckIn(anterior, nuevo);
    estadia.current = nueva;
    setBorrador((b) => (b ? { ...b, ...nueva, Habitaciones: anterior.CheckIn ? desplazarLineasDesdeCheckIn(b.Habitaciones, anterior.CheckIn, nuevo) : b.Habitaciones } : b));
    setErrores((e) => ({ ...e, CheckIn: undefined, CheckOut: undefined }));
  };
  const cambiarCheckOutGeneral = (nuevo: string | null) => {
    if (!nuevo) return cambiar({ CheckOut: '' });
    const anterior = estadia.current.CheckOut;
    estadia.current = { ...estadia.current, CheckOut: nuevo };
    setBorrador((b) => (b ? { ...b, CheckOut: nuevo, Habitaciones: anterior ? moverLineasAlCheckOut(b.Habitaciones, anterior, nuevo) : b.Habitaciones } : b));
    setErrores((e) => ({ ...e, CheckOut: undefined }));
  };

  const cambiarLinea = (i: number, cambio: Partial<LineaHabitacion>) => {
    setBorrador((b) => (b ? { ...b, Habitaciones: b.Habitaciones.map((l, j) => (j === i ? { ...l, ...cambio } : l)) } : b));
    setErroresLineas((e) => e.map((x, j) => (j === i ? {} : x)));
  };

  /** The price list's price of a line's room type (or meal plan), put into the line when there is one. */
  const buscarPrecio = (i: number, linea: LineaHabitacion, tipo: 5 | 6) => {
    const servicioId = tipo === 6 ? linea.TipoHabitacionId : linea.IDServicioRegimen;
    if (!borrador || !servicioId || !linea.CheckIn || !borrador.MonedaId) return;
    getPrecioCalculado({
      Fecha: linea.CheckIn,
      MonedaId: borrador.MonedaId,
      ServicioId: servicioId,
      CantidadPasajeros: Math.max(1, linea.CantidadPasajero),
      DarIVAIncluido: borrador.ImpuestoIncluido,
      DarPrecioPorPasajero: tipo === 6 ? ctx.porPersona.habitacion : ctx.porPersona.regimen,
      TipoImpuestoId: borrador.TipoImpuestoId,
      TipoServicioId: tipo,
    }).then(
      (precio) => {
        if (precio.HasValue && precio.Value !== null) cambiarLinea(i, tipo === 6 ? { AlojamientoPrecioUnitario: precio.Value } : { RegimenPrecioUnitario: precio.Value });
      },
      () => undefined,
    );
  };

  const cambiarTipo = (i: number, tipoId: number | null, extra: Partial<LineaHabitacion> = {}) => {
    if (!borrador) return;
    const tipo = tipos.find((t) => t.Id === tipoId);
    const cambio = { ...extra, TipoHabitacionId: tipoId ?? undefined, TipoHabitacionNombre: tipo?.Nombre, CantidadPasajero: tipo?.CantidadPasajerosPredeterminado ?? 1 };
    cambiarLinea(i, cambio);
    buscarPrecio(i, { ...borrador.Habitaciones[i], ...cambio }, 6);
  };

  const cambiarHabitacion = (i: number, id: number | null) => {
    if (!borrador) return;
    const h = habitaciones.find((x) => x.Id === id);
    const extra = { HabitacionId: id ?? 0, HabitacionNombre: h?.Nombre };
    if (h && h.TipoHabitacionId !== borrador.Habitaciones[i].TipoHabitacionId) cambiarTipo(i, h.TipoHabitacionId, extra);
    else cambiarLinea(i, extra);
  };

  const cambiarRegimen = (i: number, id: number | null) => {
    if (!borrador) return;
    if (!id) return cambiarLinea(i, { IDServicioRegimen: null, RegimenPrecioUnitario: null });
    const cambio = { IDServicioRegimen: id, RegimenPrecioUnitario: borrador.Habitaciones[i].RegimenPrecioUnitario ?? 0 };
    cambiarLinea(i, cambio);
    buscarPrecio(i, { ...borrador.Habitaciones[i], ...cambio }, 5);
  };

  const agregarLinea = () =>
    setBorrador((b) => (b ? { ...b, Habitaciones: [...b.Habitaciones, { HabitacionId: 0, CheckIn: b.CheckIn, CheckOut: b.CheckOut, CantidadPasajero: 1, AlojamientoPrecioUnitario: 0, IDServicioRegimen: null, RegimenPrecioUnitario: null }] } : b));
  const quitarLinea = (i: number) => {
    setBorrador((b) => (b ? { ...b, Habitaciones: b.Habitaciones.filter((_, j) => j !== i) } : b));
    setErroresLineas((e) => e.filter((_, j) => j !== i));
  };

  const siguiente = () => {
    if (!borrador) return;
    const e = validarGeneral({ ...borrador, ClienteId: cliente?.Id ?? null });
    setErrores(e);
    const primero = primerError(e, ORDEN_GENERAL);
    if (primero) {
      toast.error(primero);
      return;
    }
    setPaso(2);
    // Lines still without a price ask the price list once.
    borrador.Habitaciones.forEach((l, i) => {
      if (!l.AlojamientoPrecioUnitario) buscarPrecio(i, l, 6);
    });
  };

  const guardar = async () => {
    if (!borrador || !cliente || guardando) return;
    const lineas = borrador.Habitaciones;
    if (lineas.length === 0) {
      toast.error(MENSAJES.faltanHabitaciones);
      return;
    }
    const porLinea = lineas.map((l, i) => validarLinea(l, lineas, i));
    setErroresLineas(porLinea);
    const primero = porLinea.map((e) => primerError(e, ORDEN_LINEA)).find(Boolean);
    if (primero) {
      toast.error(primero);
      return;
    }
    setGuardando(true);
    try {
      const libres = await Promise.all(lineas.map((l) => habitacionDisponible(l.HabitacionId, l.CheckIn, l.CheckOut, 0)));
      if (libres.some((libre) => !libre)) {
        setErroresLineas(libres.map((libre) => (libre ? {} : { HabitacionId: MENSAJES.noDisponible })));
        toast.warning(MENSAJES.noDisponible);
        return;
      }
      const stay = estadiaDeLineas(lineas) ?? borrador;
      const cuerpo = cuerpoReserva({
        ...borrador,
        ...stay,
        ClienteId: cliente.Id,
        CantidadPasajeros: lineas.reduce((s, l) => s + l.CantidadPasajero, 0),
        Version: undefined,
        Cargos: [],
        Ingresos: [],
        Pasajeros: [],
      });
      const creada = await crearReserva(cuerpo, clave.current);
      let final = creada;
      if (borrador.EstadoId !== ESTADO_SIN_CONFIRMAR) {
        final = await cambiarEstado(creada.Id, borrador.EstadoId as EstadoConRuta).catch(() => creada);
      }
      toast.success(MENSAJES.guardado);
      onCreada(final);
    } catch {
      // The API client has shown the error; the wizard keeps everything.
    } finally {
      setGuardando(false);
    }
  };

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (paso === 1) siguiente();
    else void guardar();
  };

  const footer =
    paso === 1 ? (
      <>
        <button type="button" className="rc-button" onClick={onClose}>
          Cancelar
        </button>
        <button type="submit" className="rc-button rc-button--primary" disabled={!borrador}>
          Siguiente
        </button>
      </>
    ) : (
      <>
        <button type="button" className="rc-button" onClick={() => setPaso(1)}>
          Anterior
        </button>
        <button type="submit" className="rc-button rc-button--primary" aria-busy={guardando || undefined} aria-disabled={guardando || undefined}>
          {guardando ? 'Guardando…' : 'Guardar'}
        </button>
      </>
    );

  const centavos = ctx.centavosDe(borrador?.MonedaId);

  return (
    <DraggableModal open title="Nueva reserva" onClose={onClose} closeOnEscape size="xl" footer={footer} onSubmit={enviar}>
      <p className="rs-wizard__paso" aria-live="polite">
        Paso {paso} de 2: {paso === 1 ? 'Datos generales' : 'Habitaciones'}
      </p>
      {!borrador && <p role="status">Preparando la reserva…</p>}
      {borrador && paso === 1 && (
        <div className="rs-general">
          <div className="rs-fila">
            <DateInput label="Check-In" required value={borrador.CheckIn || null} error={errores.CheckIn} onChange={cambiarCheckInGeneral} />
            <DateInput label="Check-Out" required value={borrador.CheckOut || null} min={checkOutMinimo(borrador.CheckIn)} error={errores.CheckOut} onChange={cambiarCheckOutGeneral} />
          </div>
          <div className="rs-fila rs-fila--abajo">
            <Autocomplete<ItemNombre>
              label="Cliente"
              required
              value={cliente}
              buscar={buscarClientes}
              error={errores.ClienteId}
              onChange={(c) => {
                setCliente(c);
                setErrores((e) => ({ ...e, ClienteId: undefined }));
              }}
            />
            <div className="rs-botonera rs-botonera--campo">
              <button type="button" className="rc-button" onClick={() => setNuevoCliente((v) => !v)} aria-expanded={nuevoCliente}>
                Nuevo cliente
              </button>
            </div>
          </div>
          {nuevoCliente && (
            <ClienteRapido
              sujeto="cliente"
              giroId={1}
              paisInicial={config?.PaisId ?? PAIS_CON_CIUDAD}
              onCreado={(c) => {
                setCliente(c);
                setErrores((e) => ({ ...e, ClienteId: undefined }));
                setNuevoCliente(false);
              }}
            />
          )}
          <div className="rs-fila">
            <TextField label="Nombre del grupo" maxLength={200} value={borrador.NombreGrupo ?? ''} onChange={(e) => cambiar({ NombreGrupo: e.target.value })} />
            <TextField label="Contacto" maxLength={200} value={borrador.ContactoClienteNombre ?? ''} onChange={(e) => cambiar({ ContactoClienteNombre: e.target.value })} />
          </div>
          <div className="rs-fila">
            <SelectField label="Moneda" required placeholder="Seleccione una moneda" options={monedas} value={borrador.MonedaId ?? ''} error={errores.MonedaId} onChange={(e) => cambiar({ MonedaId: e.target.value }, ['MonedaId'])} />
            <SelectField
              label="Tipo de impuesto"
              required
              placeholder="Seleccione un impuesto"
              options={impuestos.map((t) => ({ value: t.Id, label: t.Nombre }))}
              value={borrador.TipoImpuestoId ?? ''}
              error={errores.TipoImpuestoId}
              onChange={(e) => cambiar({ TipoImpuestoId: Number(e.target.value) || null }, ['TipoImpuestoId'])}
            />
            <SelectField
              label="Forma de pago"
              required
              options={formas.map((f) => ({ value: f.Id, label: f.Nombre }))}
              value={borrador.FormaPagoId || ''}
              error={errores.FormaPagoId}
              onChange={(e) => cambiar({ FormaPagoId: Number(e.target.value) || 0 }, ['FormaPagoId'])}
            />
            <SelectField
              label="Estado"
              required
              options={ESTADOS_INICIALES.map((e) => ({ value: e.id, label: e.nombre }))}
              value={borrador.EstadoId}
              error={errores.EstadoId}
              onChange={(e) => cambiar({ EstadoId: Number(e.target.value) }, ['EstadoId'])}
            />
          </div>
        </div>
      )}
      {borrador && paso === 2 && (
        <div className="rs-wizard__lineas">
          {borrador.Habitaciones.length === 0 && <p className="rs-vacio">{MENSAJES.faltanHabitaciones}</p>}
          {borrador.Habitaciones.map((l, i) => {
            const e = erroresLineas[i] ?? {};
            const nombre = l.HabitacionNombre || String(i + 1);
            const total = lineaConTotales(l, borrador, ctx).Total ?? 0;
            return (
              <fieldset key={i} className="rs-wizard__linea" aria-label={`Habitación ${nombre}`}>
                <legend>Habitación {l.HabitacionNombre ?? ''}</legend>
                <div className="rs-fila">
                  <SelectField
                    label={`Habitación línea ${i + 1}`}
                    placeholder="Seleccione una habitación"
                    options={habitaciones.map((h) => ({ value: h.Id, label: h.Nombre }))}
                    value={l.HabitacionId || ''}
                    error={e.HabitacionId}
                    onChange={(ev) => cambiarHabitacion(i, Number(ev.target.value) || null)}
                  />
                  <SelectField
                    label={`Tipo habitación ${nombre}`}
                    placeholder="Seleccione un tipo"
                    options={tipos.map((t) => ({ value: t.Id, label: t.Nombre }))}
                    value={l.TipoHabitacionId ?? ''}
                    error={e.TipoHabitacionId}
                    onChange={(ev) => cambiarTipo(i, Number(ev.target.value) || null)}
                  />
                  <DateInput label={`Check-In habitación ${nombre}`} value={l.CheckIn || null} error={e.CheckIn} onChange={(v) => cambiarLinea(i, { CheckIn: v ?? '' })} />
                  <DateInput label={`Check-Out habitación ${nombre}`} value={l.CheckOut || null} min={checkOutMinimo(l.CheckIn)} error={e.CheckOut} onChange={(v) => cambiarLinea(i, { CheckOut: v ?? '' })} />
                </div>
                <div className="rs-fila">
                  <NumberInput label={`Pasajeros habitación ${nombre}`} decimales={0} value={l.CantidadPasajero} error={e.CantidadPasajero} onChange={(v) => cambiarLinea(i, { CantidadPasajero: v ?? 0 })} />
                  <NumberInput
                    label={`Precio por noche habitación ${nombre}`}
                    decimales={centavos ? 2 : 0}
                    value={l.AlojamientoPrecioUnitario}
                    error={e.AlojamientoPrecioUnitario}
                    onChange={(v) => cambiarLinea(i, { AlojamientoPrecioUnitario: v })}
                  />
                  <SelectField
                    label={`Régimen habitación ${nombre}`}
                    placeholder="Sin régimen"
                    options={regimenes.map((r) => ({ value: r.Id, label: r.Nombre }))}
                    value={l.IDServicioRegimen ?? ''}
                    onChange={(ev) => cambiarRegimen(i, Number(ev.target.value) || null)}
                  />
                  <NumberInput
                    label={`Precio régimen habitación ${nombre}`}
                    decimales={centavos ? 2 : 0}
                    disabled={!l.IDServicioRegimen}
                    value={l.IDServicioRegimen ? (l.RegimenPrecioUnitario ?? 0) : null}
                    error={e.RegimenPrecioUnitario}
                    onChange={(v) => cambiarLinea(i, { RegimenPrecioUnitario: v })}
                  />
                  <p className="rs-dato" aria-label={`Total habitación ${nombre}`}>
                    <span className="rs-dato__etiqueta">Total</span> {formatearMonto(total, centavos)}
                  </p>
                  <button type="button" className="rc-button rc-button--danger rs-wizard__quitar" aria-label={`Quitar habitación ${nombre}`} onClick={() => quitarLinea(i)}>
                    Quitar
                  </button>
                </div>
              </fieldset>
            );
          })}
          <button type="button" className="rc-button" onClick={agregarLinea}>
            Agregar habitación
          </button>
        </div>
      )}
    </DraggableModal>
  );
}
