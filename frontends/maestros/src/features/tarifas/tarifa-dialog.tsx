import type { Configuracion } from '@recepcion/contracts';
import { CheckboxField, DialogFooter, DraggableModal, ListaEstado, NumberInput, SelectField, useFormulario } from '@recepcion/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useListaReferencia } from '../../lib/listas-referencia';
import type { Tarifa, TipoServicioId } from '../../lib/tipos';
import { useTarifa } from './api/get-tarifa';
import { useGuardarTarifa } from './api/guardar-tarifa';
import { LineasTarifa } from './lineas-tarifa';
import { useServicios } from './servicios';
import {
  encabezadoDe,
  encabezadoNuevo,
  insertarLinea,
  LINEA_NUEVA_VACIA,
  lineaNuevaVacia,
  lineasDe,
  nombreTipoServicio,
  tarifaParaGuardar,
  type CampoLineaNueva,
  type Falla,
  type LineaNueva,
  type LineaTarifa,
  type TarifaEncabezado,
} from './tarifa-form';

const TITULOS: Record<TipoServicioId, string> = { 6: 'Tarifa de alojamiento', 7: 'Tarifa de cargos', 5: 'Tarifa de regímenes' };

export interface TarifaDialogProps {
  hotelId: number;
  tipo: TipoServicioId;
  /** The list to edit, or 0 for a new one. */
  tarifaId: number;
  config: Configuracion | undefined;
  onClose: () => void;
  onGuardado: (tarifa: Tarifa) => void;
}

/** The price list dialog: season, currency, tax, and its price lines. An existing list is read first. */
export function TarifaDialog(props: TarifaDialogProps) {
  return props.tarifaId > 0 ? <TarifaExistente {...props} /> : <TarifaFormulario {...props} />;
}

function TarifaExistente(props: TarifaDialogProps) {
  const { state, refetch } = useTarifa(props.tarifaId);
  if (state.status !== 'success') {
    return (
      <DraggableModal open size="sm" title="Tarifa" onClose={props.onClose}>
        <ListaEstado state={state} cargando="Cargando la tarifa…" error="No se pudo cargar la tarifa." vacio="" onReintentar={refetch} />
      </DraggableModal>
    );
  }
  return <TarifaFormulario {...props} tarifa={state.data} />;
}

function TarifaFormulario({ hotelId, tipo, tarifaId, tarifa, config, onClose, onGuardado }: TarifaDialogProps & { tarifa?: Tarifa }) {
  const kind = nombreTipoServicio(tipo);
  const temporadas = useListaReferencia('Temporadas', hotelId);
  const monedasHotel = useListaReferencia('HotelMonedas', hotelId);
  const monedas = useListaReferencia('Monedas', hotelId);
  const impuestos = useListaReferencia('TipoImpuestos', hotelId);
  const servicios = useServicios(tipo, hotelId);
  const { mutate, pending } = useGuardarTarifa();

  const form = useFormulario<TarifaEncabezado>(
    tarifa
      ? encabezadoDe(tarifa)
      : encabezadoNuevo(
          tipo,
          config,
          monedasHotel.filas.map((m) => m.MonedaId),
        ),
  );
  const [lineas, setLineas] = useState<LineaTarifa[]>(() => (tarifa ? lineasDe(tarifa) : []));
  const [nueva, setNueva] = useState<LineaNueva | null>(null);
  const [erroresNueva, setErroresNueva] = useState<Partial<Record<CampoLineaNueva, string>>>({});
  const [errorLinea, setErrorLinea] = useState<{ clave: number; mensaje: string } | null>(null);
  const camposNueva = useRef<Partial<Record<CampoLineaNueva, HTMLElement | null>>>({});
  const valoresLineas = useRef(new Map<number, HTMLInputElement | null>());
  const botonNueva = useRef<HTMLButtonElement>(null);

  // A new list takes the hotel's main currency once the hotel's currencies arrive (only then).
  const monedaPropuesta = useRef(Boolean(tarifa) || form.valores.MonedaId !== '');
  if (!monedaPropuesta.current && monedasHotel.filas.length > 0) {
    monedaPropuesta.current = true;
    const inicial = encabezadoNuevo(tipo, config, monedasHotel.filas.map((m) => m.MonedaId)).MonedaId;
    if (inicial && !form.valores.MonedaId) form.cambiar('MonedaId', inicial);
  }

  const centavos = monedas.filas.find((m) => m.IDMoneda === form.valores.MonedaId)?.Centavos ?? true;
  const decimales = centavos ? 2 : 0;

  const mostrarFalla = (falla: Falla) => {
    if ('campo' in falla) form.mostrarErrores({ [falla.campo]: falla.mensaje }, ['TemporadaId', 'MonedaId', 'TipoImpuestoId']);
    else if ('campoNueva' in falla) {
      setErroresNueva({ [falla.campoNueva]: falla.mensaje });
      camposNueva.current[falla.campoNueva]?.focus();
    } else {
      setErrorLinea({ clave: falla.linea, mensaje: falla.mensaje });
      valoresLineas.current.get(falla.linea)?.focus();
    }
  };

  const crearLinea = () => {
    setNueva({ ...LINEA_NUEVA_VACIA });
    setErroresNueva({});
    // The service select takes the focus once it is shown.
    setTimeout(() => camposNueva.current.ServicioId?.focus());
  };

  const cancelarLinea = () => {
    setNueva(null);
    setErroresNueva({});
    botonNueva.current?.focus();
  };

  /** Inserts the line being created; answers the lines with it, or null after showing why not. */
  const insertar = (): LineaTarifa[] | null => {
    if (!nueva) return lineas;
    const resultado = insertarLinea(lineas, nueva, tipo, { monedaId: form.valores.MonedaId, centavos });
    if ('falla' in resultado) {
      mostrarFalla(resultado.falla);
      return null;
    }
    setLineas(resultado.lineas);
    setNueva(null);
    setErroresNueva({});
    return resultado.lineas;
  };

  const insertarYSeguir = () => {
    if (insertar()) setTimeout(() => botonNueva.current?.focus());
  };

  const cambiarNueva = <K extends CampoLineaNueva>(campo: K, valor: LineaNueva[K]) => {
    setNueva((actual) => (actual ? { ...actual, [campo]: valor } : actual));
    setErroresNueva((actual) => (actual[campo] ? { ...actual, [campo]: undefined } : actual));
  };

  const cambiarValor = (clave: number, valor: number | null) => {
    setLineas((actual) => actual.map((l) => (l.clave === clave ? { ...l, Valor: valor } : l)));
    if (errorLinea?.clave === clave) setErrorLinea(null);
  };

  const quitarLinea = (clave: number) => {
    setLineas((actual) => actual.filter((l) => l.clave !== clave));
    if (errorLinea?.clave === clave) setErrorLinea(null);
  };

  const guardar = async () => {
    if (pending) return;
    // Spec section 4: a line being created with a service and a value goes in on save; one
    // half filled says what it lacks (as Insertar would), and an empty one is dropped.
    let detalle = lineas;
    if (nueva && !lineaNuevaVacia(nueva)) {
      const conNueva = insertar();
      if (!conNueva) return;
      detalle = conNueva;
    } else if (nueva) {
      setNueva(null);
    }
    const resultado = tarifaParaGuardar(tarifaId, tipo, form.valores, detalle, centavos);
    if ('falla' in resultado) {
      mostrarFalla(resultado.falla);
      return;
    }
    try {
      onGuardado(await mutate(resultado.tarifa));
    } catch {
      // The portal shows the refusal; the dialog stays open.
    }
  };

  const enterInserta = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      insertarYSeguir();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancelarLinea();
    }
  };

  const titulo = TITULOS[tipo];
  return (
    <DraggableModal open size="lg" title={titulo} onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <div className="ms-fila-campos ms-fila-campos--3">
        <SelectField
          label="Temporada"
          required
          placeholder="Seleccione una temporada"
          options={temporadas.filas.map((t) => ({ value: t.Id, label: t.Nombre }))}
          {...form.texto('TemporadaId')}
        />
        <SelectField
          label="Moneda"
          required
          placeholder="Seleccione una moneda"
          options={monedasHotel.filas.map((m) => ({ value: m.MonedaId, label: m.MonedaNombre ?? m.MonedaId }))}
          {...form.texto('MonedaId')}
        />
        <SelectField
          label="Impuesto"
          required
          placeholder="Seleccione un Impuesto"
          options={impuestos.filas.map((t) => ({ value: t.Id, label: t.Nombre }))}
          {...form.texto('TipoImpuestoId')}
        />
      </div>
      <div className="ms-fila-campos">
        <CheckboxField label="Impuesto incluido" {...form.marca('ImpuestoIncluido')} />
        <CheckboxField label="Precio por pasajero" {...form.marca('PrecioPorPasajero')} />
      </div>

      <section className="ms-lineas" aria-labelledby="ms-lineas-titulo">
        <div className="ms-lineas__cabecera">
          <h3 id="ms-lineas-titulo" className="ms-lineas__titulo">
            Precios
          </h3>
          <button ref={botonNueva} type="button" className="rc-button" disabled={nueva !== null} onClick={crearLinea}>
            Nueva línea
          </button>
        </div>

        {nueva && (
          <div className="ms-linea-nueva" role="group" aria-label="Nueva línea" onKeyDown={enterInserta}>
            <SelectField
              label={kind}
              required
              placeholder={`Seleccione un ${kind}`}
              options={servicios.filas.map((s) => ({ value: s.Id, label: s.Nombre }))}
              value={nueva.ServicioId}
              error={erroresNueva.ServicioId}
              ref={(el) => {
                camposNueva.current.ServicioId = el;
              }}
              onChange={(event) => cambiarNueva('ServicioId', event.target.value)}
            />
            <NumberInput
              label="Pasajeros máx."
              decimales={0}
              placeholder="Sin límite"
              value={nueva.PaxMax}
              error={erroresNueva.PaxMax}
              ref={(el) => {
                camposNueva.current.PaxMax = el;
              }}
              onChange={(valor) => cambiarNueva('PaxMax', valor)}
            />
            <NumberInput
              label="Valor"
              required
              decimales={decimales}
              moneda={form.valores.MonedaId}
              value={nueva.Valor}
              error={erroresNueva.Valor}
              ref={(el) => {
                camposNueva.current.Valor = el;
              }}
              onChange={(valor) => cambiarNueva('Valor', valor)}
            />
            <div className="ms-linea-nueva__acciones">
              <button type="button" className="rc-button rc-button--primary" onClick={insertarYSeguir}>
                Insertar
              </button>
              <button type="button" className="rc-button" onClick={cancelarLinea}>
                Cancelar línea
              </button>
            </div>
          </div>
        )}

        <LineasTarifa
          kind={kind}
          lineas={lineas}
          servicios={servicios.filas}
          decimales={decimales}
          moneda={form.valores.MonedaId}
          error={errorLinea}
          valorRef={(clave, el) => valoresLineas.current.set(clave, el)}
          onCambiarValor={cambiarValor}
          onQuitar={quitarLinea}
        />
      </section>
    </DraggableModal>
  );
}
