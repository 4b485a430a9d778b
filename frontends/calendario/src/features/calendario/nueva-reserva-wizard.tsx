import type { Configuracion } from '@recepcion/contracts';
import { diaIso } from '@recepcion/domain';
import { Autocomplete, DateInput, DraggableModal, NumberInput, SelectField, TextField, toast } from '@recepcion/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { MENSAJES } from '../../mensajes';
import { buscarClientes, type ClienteItem } from './api/buscar-clientes';
import { crearCliente } from './api/crear-cliente';
import { crearReserva } from './api/crear-reserva';
import { getPrecioCalculado } from './api/get-precio-calculado';
import { getReservaNuevo } from './api/get-reserva-nuevo';
import { useLista } from './listas';
import type { LineaReserva, NuevaReservaBody, Reserva } from './tipos';

/** The selected cells: rooms and the stay (check-out exclusive). */
export interface SeleccionReserva {
  checkIn: string;
  checkOut: string;
  habitacionIds: number[];
}

export const FORMAS_PAGO = [
  { value: 1, label: 'Contado' },
  { value: 2, label: 'Crédito' },
];

/** Chile requires a city (spec section 9). */
const PAIS_CON_CIUDAD = 35;

interface General {
  cliente: ClienteItem | null;
  NombreGrupo: string;
  MonedaId: string;
  FormaPagoId: number;
  Comentario: string;
}

interface Props {
  seleccion: SeleccionReserva;
  config: Configuracion;
  onClose: () => void;
  onGuardada: (reserva: Reserva) => void;
}

/**
 * The reservation wizard (spec section 2): step 1 general data, step 2 one line per selected room
 * with its dates, guests (room type default) and price per night (the price list's, when it has one).
 */
export function NuevaReservaWizard({ seleccion, config, onClose, onGuardada }: Props) {
  const [paso, setPaso] = useState<1 | 2>(1);
  const [borrador, setBorrador] = useState<Reserva | null>(null);
  const [general, setGeneral] = useState<General>({ cliente: null, NombreGrupo: '', MonedaId: config.MonedaId ?? '', FormaPagoId: 1, Comentario: '' });
  const [lineas, setLineas] = useState<LineaReserva[]>([]);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [guardando, setGuardando] = useState(false);
  const [nuevoCliente, setNuevoCliente] = useState(false);
  const monedas = useLista<{ MonedaId: string }>('HotelMonedas');

  useEffect(() => {
    let vigente = true;
    getReservaNuevo(seleccion.checkIn, seleccion.checkOut, seleccion.habitacionIds).then(
      (r) => {
        if (!vigente) return;
        setBorrador(r);
        setLineas(r.Habitaciones);
        setGeneral((g) => ({ ...g, MonedaId: g.MonedaId || r.MonedaId || '', FormaPagoId: r.FormaPagoId || 1 }));
      },
      () => vigente && onClose(),
    );
    return () => {
      vigente = false;
    };
  }, [seleccion, onClose]);

  // The price per night from the price list, for lines still without a price.
  const monedaPrecio = general.MonedaId;
  const clavesPrecio = lineas.map((l) => `${l.TipoHabitacionId}/${l.CheckIn}/${l.CantidadPasajero}`).join('|');
  useEffect(() => {
    if (!borrador || !monedaPrecio) return undefined;
    let vigente = true;
    lineas.forEach((linea, i) => {
      if (!linea.TipoHabitacionId || !linea.CheckIn) return;
      getPrecioCalculado({
        Fecha: linea.CheckIn,
        MonedaId: monedaPrecio,
        ServicioId: linea.TipoHabitacionId,
        CantidadPasajeros: linea.CantidadPasajero,
        DarIVAIncluido: config.ImpuestoIncluido,
        DarPrecioPorPasajero: config.PrecioHabitacionPorPersona,
        TipoImpuestoId: borrador.TipoImpuestoId ?? config.TipoImpuestoId,
      }).then(
        (precio) => {
          if (!vigente || !precio.HasValue || precio.Value === null) return;
          setLineas((ls) => ls.map((l, j) => (j === i && !l.AlojamientoPrecioUnitario ? { ...l, AlojamientoPrecioUnitario: precio.Value } : l)));
        },
        () => undefined,
      );
    });
    return () => {
      vigente = false;
    };
    // Asked again only when what the price depends on changes.
  }, [borrador, monedaPrecio, clavesPrecio]);

  const opcionesMoneda = [...new Set([general.MonedaId, config.MonedaId, ...monedas.map((m) => m.MonedaId)].filter((m): m is string => Boolean(m)))].map((m) => ({ value: m, label: m }));

  const siguiente = () => {
    const e: Record<string, string> = {};
    if (!general.cliente) e.cliente = MENSAJES.seleccioneCliente;
    if (!general.MonedaId) e.MonedaId = MENSAJES.seleccioneMoneda;
    setErrores(e);
    if (Object.keys(e).length === 0) setPaso(2);
  };

  const guardar = async () => {
    if (!borrador || !general.cliente || guardando) return;
    if (lineas.some((l) => !l.CheckIn || !l.CheckOut || diaIso(l.CheckOut) - diaIso(l.CheckIn) < 1)) {
      toast.error(MENSAJES.minimoUnaNoche);
      return;
    }
    const checkIn = lineas.map((l) => l.CheckIn).sort()[0];
    const checkOut = lineas.map((l) => l.CheckOut).sort().slice(-1)[0];
    const body: NuevaReservaBody = {
      CheckIn: checkIn,
      CheckOut: checkOut,
      ClienteId: general.cliente.Id,
      FormaPagoId: general.FormaPagoId,
      MonedaId: general.MonedaId,
      TipoImpuestoId: borrador.TipoImpuestoId ?? config.TipoImpuestoId,
      NombreGrupo: general.NombreGrupo.trim(),
      Comentario: general.Comentario.trim(),
      Habitaciones: lineas.map((l) => ({
        HabitacionId: l.HabitacionId,
        CheckIn: l.CheckIn,
        CheckOut: l.CheckOut,
        CantidadPasajero: l.CantidadPasajero,
        AlojamientoPrecioUnitario: l.AlojamientoPrecioUnitario ?? 0,
      })),
    };
    setGuardando(true);
    try {
      const creada = await crearReserva(body);
      toast.success(MENSAJES.guardado);
      onGuardada(creada);
    } catch {
      // The API client has shown the error; the wizard stays open.
    } finally {
      setGuardando(false);
    }
  };

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (paso === 1) siguiente();
    else void guardar();
  };

  const cambiarLinea = (i: number, cambio: Partial<LineaReserva>) => setLineas((ls) => ls.map((l, j) => (j === i ? { ...l, ...cambio } : l)));

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
        <button type="submit" className="rc-button rc-button--primary" aria-busy={guardando || undefined} disabled={guardando}>
          Guardar
        </button>
      </>
    );

  return (
    <DraggableModal open title="Nueva reserva" onClose={onClose} size="lg" footer={footer} onSubmit={enviar}>
      <p className="cal-wizard__paso" aria-live="polite">
        Paso {paso} de 2: {paso === 1 ? 'Datos generales' : 'Habitaciones'}
      </p>
      {!borrador && <p role="status">Preparando la reserva…</p>}
      {borrador && paso === 1 && (
        <div className="cal-wizard__general">
          <div className="cal-wizard__cliente">
            <Autocomplete<ClienteItem>
              label="Cliente"
              value={general.cliente}
              onChange={(cliente) => setGeneral((g) => ({ ...g, cliente }))}
              buscar={buscarClientes}
              error={errores.cliente}
            />
            <button type="button" className="rc-button cal-wizard__nuevo-cliente" onClick={() => setNuevoCliente((v) => !v)} aria-expanded={nuevoCliente}>
              Nuevo cliente
            </button>
          </div>
          {nuevoCliente && (
            <ClienteRapido
              paisInicial={config.PaisId ?? PAIS_CON_CIUDAD}
              onCreado={(cliente) => {
                setGeneral((g) => ({ ...g, cliente }));
                setNuevoCliente(false);
              }}
            />
          )}
          <TextField label="Nombre del grupo" value={general.NombreGrupo} onChange={(e) => setGeneral((g) => ({ ...g, NombreGrupo: e.target.value }))} />
          <div className="cal-wizard__fila">
            <SelectField label="Moneda" value={general.MonedaId} options={opcionesMoneda} error={errores.MonedaId} onChange={(e) => setGeneral((g) => ({ ...g, MonedaId: e.target.value }))} />
            <SelectField label="Forma de pago" value={general.FormaPagoId} options={FORMAS_PAGO} onChange={(e) => setGeneral((g) => ({ ...g, FormaPagoId: Number(e.target.value) }))} />
          </div>
          <TextField label="Comentario" value={general.Comentario} onChange={(e) => setGeneral((g) => ({ ...g, Comentario: e.target.value }))} />
        </div>
      )}
      {borrador && paso === 2 && (
        <table className="cal-wizard__lineas">
          <thead>
            <tr>
              <th scope="col">Habitación</th>
              <th scope="col">Check-In</th>
              <th scope="col">Check-Out</th>
              <th scope="col">Pasajeros</th>
              <th scope="col">Precio por noche</th>
            </tr>
          </thead>
          <tbody>
            {lineas.map((l, i) => (
              <tr key={l.HabitacionId}>
                <th scope="row">
                  {l.HabitacionNombre}
                  <span className="cal-wizard__tipo">{l.TipoHabitacionNombre}</span>
                </th>
                <td>
                  <DateInput label={`Check-In habitación ${l.HabitacionNombre}`} etiquetaOculta value={l.CheckIn} onChange={(v) => cambiarLinea(i, { CheckIn: v ?? '' })} />
                </td>
                <td>
                  <DateInput label={`Check-Out habitación ${l.HabitacionNombre}`} etiquetaOculta value={l.CheckOut} onChange={(v) => cambiarLinea(i, { CheckOut: v ?? '' })} />
                </td>
                <td>
                  <NumberInput label={`Pasajeros habitación ${l.HabitacionNombre}`} etiquetaOculta value={l.CantidadPasajero} onChange={(v) => cambiarLinea(i, { CantidadPasajero: v ?? 1 })} />
                </td>
                <td>
                  <NumberInput label={`Precio por noche habitación ${l.HabitacionNombre}`} etiquetaOculta decimales={2} value={l.AlojamientoPrecioUnitario} onChange={(v) => cambiarLinea(i, { AlojamientoPrecioUnitario: v })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DraggableModal>
  );
}

/** "Nuevo cliente": a name and a country (and a city for Chile), created at once. */
function ClienteRapido({ paisInicial, onCreado }: { paisInicial: number; onCreado: (cliente: ClienteItem) => void }) {
  const paises = useLista<{ Id: number; Nombre: string }>('Paises');
  const [nombre, setNombre] = useState('');
  const [paisId, setPaisId] = useState(paisInicial);
  const [ciudad, setCiudad] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [creando, setCreando] = useState(false);

  const crear = async () => {
    const e: Record<string, string> = {};
    if (!nombre.trim()) e.nombre = MENSAJES.ingreseNombre;
    if (paisId === PAIS_CON_CIUDAD && !ciudad.trim()) e.ciudad = MENSAJES.ingreseCiudad;
    setErrores(e);
    if (Object.keys(e).length > 0 || creando) return;
    setCreando(true);
    try {
      const creado = await crearCliente({ Nombre: nombre.trim(), GiroId: 1, PaisId: paisId, ...(ciudad.trim() ? { Ciudad: ciudad.trim() } : {}) });
      toast.success(MENSAJES.guardado);
      onCreado({ Id: creado.Id, Nombre: creado.Nombre });
    } catch {
      // The API client has shown the error.
    } finally {
      setCreando(false);
    }
  };

  const opcionesPais = paises.length > 0 ? paises.map((p) => ({ value: p.Id, label: p.Nombre })) : [{ value: paisInicial, label: paisInicial === PAIS_CON_CIUDAD ? 'Chile' : String(paisInicial) }];

  return (
    <fieldset className="cal-wizard__cliente-rapido">
      <legend>Nuevo cliente</legend>
      <TextField label="Nombre del cliente" value={nombre} error={errores.nombre} onChange={(e) => setNombre(e.target.value)} />
      <div className="cal-wizard__fila">
        <SelectField label="País" value={paisId} options={opcionesPais} onChange={(e) => setPaisId(Number(e.target.value))} />
        {paisId === PAIS_CON_CIUDAD && <TextField label="Ciudad" value={ciudad} error={errores.ciudad} onChange={(e) => setCiudad(e.target.value)} />}
      </div>
      <button type="button" className="rc-button" onClick={() => void crear()} aria-busy={creando || undefined}>
        Crear cliente
      </button>
    </fieldset>
  );
}
