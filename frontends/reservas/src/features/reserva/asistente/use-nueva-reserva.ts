import { estadiaDeLineas, sumarDias } from '@recepcion/domain';
import { hoyDelHotel } from '@recepcion/session';
import { confirmar, toast } from '@recepcion/ui';
import { useEffect, useRef, useState } from 'react';
import { crearReserva } from './api/crear-reserva';
import { getReservaNuevo } from './api/get-reserva-nuevo';
import { cuerpoNuevaReserva } from '../comun/calculos';
import { ESTADO_SIN_CONFIRMAR } from '../comun/estados';
import { type HabitacionLista, type TipoHabitacionLista, useLista } from '../comun/listas';
import { MENSAJES } from '../comun/mensajes';
import type { ItemNombre, LineaHabitacion, Reserva } from '../comun/tipos';
import { useEstadiaWizard } from './use-estadia-wizard';
import { useLineasWizard } from './use-lineas-wizard';
import { useConfig, useContextoPrecios } from '../comun/use-precios';
import { type CampoGeneral, contextoLinea, type Errores, ORDEN_GENERAL, ORDEN_LINEA, preguntaPrecioCero, primerError, validarGeneral, validarLinea } from '../comun/validacion';

/** What the address brought: the stay and the selected rooms (all optional). */
export interface PedidoNuevaReserva {
  desde?: string;
  hasta?: string;
  habitaciones: number[];
}

/** The draft but its stay, which useEstadiaWizard holds. */
type Borrador = Omit<Reserva, 'CheckIn' | 'CheckOut'>;

function claveIdempotencia(): string {
  const c = globalThis.crypto as Crypto | undefined;
  return c?.randomUUID ? c.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The wizard's state and steps: the draft asked once for what the address brought
 * (`GetReservaNuevo`), step 1's general data and its checks, step 2's lines, and saving (every line
 * checked, then one idempotent create carrying the chosen status; the server judges availability).
 */
export function useNuevaReserva(pedido: PedidoNuevaReserva, onClose: () => void, onCreada: (reserva: Reserva) => void) {
  const config = useConfig();
  const ctx = useContextoPrecios();
  const habitaciones = useLista<HabitacionLista>('Habitaciones');
  const tipos = useLista<TipoHabitacionLista>('TiposHabitacion');
  const [paso, setPaso] = useState<1 | 2>(1);
  const [borrador, setBorrador] = useState<Borrador | null>(null);
  const [cliente, setCliente] = useState<ItemNombre | null>(null);
  const [errores, setErrores] = useState<Errores<CampoGeneral>>({});
  const [guardando, setGuardando] = useState(false);
  const clave = useRef(claveIdempotencia());

  const cambiarLineas = (cambio: (lineas: LineaHabitacion[]) => LineaHabitacion[]) => setBorrador((b) => (b ? { ...b, Habitaciones: cambio(b.Habitaciones) } : b));
  const { estadia, iniciar, cambiarEntrada, cambiarSalida } = useEstadiaWizard(cambiarLineas);
  const reserva: Reserva | null = borrador ? { ...borrador, ...estadia } : null;
  const lineas = useLineasWizard({ reserva, cambiarLineas, habitaciones, tipos, ctx });

  useEffect(() => {
    let vigente = true;
    const checkIn = pedido.desde ?? hoyDelHotel();
    const checkOut = pedido.hasta && pedido.hasta > checkIn ? pedido.hasta : sumarDias(checkIn, 1);
    getReservaNuevo({ CheckIn: checkIn, CheckOut: checkOut, HabitacionIds: pedido.habitaciones }).then(
      ({ CheckIn, CheckOut, ...r }) => {
        if (!vigente) return;
        iniciar({ CheckIn, CheckOut });
        // A line the draft did not price has no price yet (not 0): step 2 asks the price list.
        const Habitaciones = r.Habitaciones.map((l) => ({ ...l, AlojamientoPrecioUnitario: l.AlojamientoPrecioUnitario || null }));
        setBorrador({ ...r, Habitaciones, MonedaId: r.MonedaId || config?.MonedaId || '', FormaPagoId: r.FormaPagoId || 1, EstadoId: r.EstadoId || ESTADO_SIN_CONFIRMAR, Cargos: [], Ingresos: [], Pasajeros: [] });
      },
      () => vigente && onClose(),
    );
    return () => {
      vigente = false;
    };
    // The draft is asked once, for what the address brought.
  }, []);

  const limpiarErrores = (campos: CampoGeneral[]) => {
    if (campos.some((c) => errores[c])) setErrores((e) => ({ ...e, ...Object.fromEntries(campos.map((c) => [c, undefined])) }));
  };

  const cambiar = (cambio: Partial<Borrador>, campos: CampoGeneral[] = []) => {
    setBorrador((b) => (b ? { ...b, ...cambio } : b));
    limpiarErrores(campos);
  };

  const cambiarCheckIn = (nuevo: string | null) => {
    cambiarEntrada(nuevo);
    if (nuevo) setErrores((e) => ({ ...e, CheckIn: undefined, CheckOut: undefined }));
  };
  const cambiarCheckOut = (nuevo: string | null) => {
    cambiarSalida(nuevo);
    if (nuevo) setErrores((e) => ({ ...e, CheckOut: undefined }));
  };
  const elegirCliente = (c: ItemNombre | null) => {
    setCliente(c);
    setErrores((e) => ({ ...e, ClienteId: undefined }));
  };

  const siguiente = () => {
    if (!reserva) return;
    const e = validarGeneral({ ...reserva, ClienteId: cliente?.Id ?? null });
    setErrores(e);
    const primero = primerError(e, ORDEN_GENERAL);
    if (primero) {
      toast.error(primero);
      return;
    }
    setPaso(2);
    lineas.preciosFaltantes();
  };

  const guardar = async () => {
    if (!reserva || !cliente || guardando) return;
    const todas = reserva.Habitaciones;
    if (todas.length === 0) {
      toast.error(MENSAJES.faltanHabitaciones);
      return;
    }
    const moneda = { monedaId: reserva.MonedaId, centavos: ctx.centavosDe(reserva.MonedaId) };
    const porLinea = todas.map((l, i) => validarLinea(l, todas, i, contextoLinea(l, tipos, moneda)));
    lineas.setErrores(porLinea);
    const primero = porLinea.map((e) => primerError(e, ORDEN_LINEA)).find(Boolean);
    if (primero) {
      toast.error(primero);
      return;
    }
    // A price of 0 is asked, never saved silently.
    const pregunta = preguntaPrecioCero(todas);
    if (pregunta && !(await confirmar(pregunta))) return;
    setGuardando(true);
    try {
      // One request: the server judges availability and creates the reservation in its status.
      const stay = estadiaDeLineas(todas) ?? reserva;
      const cuerpo = cuerpoNuevaReserva({ ...reserva, ...stay, ClienteId: cliente.Id, CantidadPasajeros: todas.reduce((s, l) => s + l.CantidadPasajero, 0) });
      const creada = await crearReserva(cuerpo, clave.current);
      toast.success(MENSAJES.guardado);
      onCreada(creada);
    } catch {
      // The API client has shown the refusal (e.g. Habitación no disponible); the wizard keeps everything.
    } finally {
      setGuardando(false);
    }
  };

  return { config, ctx, habitaciones, tipos, paso, setPaso, reserva, cliente, errores, guardando, lineas, cambiar, cambiarCheckIn, cambiarCheckOut, elegirCliente, siguiente, guardar };
}
