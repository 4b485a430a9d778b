import { ApiError } from '@recepcion/api-client';
import { type ConfiguracionMotor, LIMITES_MOTOR } from '@recepcion/contracts';
import { CheckboxField, NumberInput, SelectField, TextField, toast, useFormulario } from '@recepcion/ui';
import { type FormEvent, type ReactNode, useId, useMemo } from 'react';
import { useListaReferencia } from '../../lib/listas-referencia';
import type { TipoHabitacion } from '../../lib/tipos';
import type { Errores } from '../../lib/validacion';
import { useGuardarMotor } from './api/guardar-motor';
import { CampoCopiable } from './campo-copiable';
import {
  type CampoMotor,
  campoDelMensaje,
  codigoIframe,
  direccionPagina,
  ESTADOS_INICIALES,
  LARGO_DESCRIPCION,
  LARGO_SITIO,
  LARGO_SLUG,
  motorDatos,
  motorForm,
  ORDEN_MOTOR,
  slugDe,
  validarMotor,
} from './motor-form';
import { personas, TEXTOS_MOTOR } from './textos';

export interface FormularioMotorProps {
  hotelId: number;
  /** The settings as the server has them: the address shown, copied and opened is this one's. */
  guardada: ConfiguracionMotor;
  onGuardado: (config: ConfiguracionMotor) => void;
}

const porNombre = (a: TipoHabitacion, b: TipoHabitacion) => a.Nombre.localeCompare(b.Nombre, 'es', { sensitivity: 'base' }) || a.Id - b.Id;

/** A labelled text area (a room type's description); `contexto` is said only to screen readers after the label. */
function AreaTexto({ etiqueta, contexto, ayuda, value, maxLength, onChange }: { etiqueta: string; contexto: string; ayuda: string; value: string; maxLength: number; onChange: (valor: string) => void }) {
  const id = useId();
  return (
    <div className="rc-field ms-motor-tipo__descripcion">
      <label className="rc-field__label" htmlFor={id}>
        {etiqueta}
        <span className="rc-visually-hidden">{contexto}</span>
      </label>
      <textarea id={id} className="rc-input ms-textarea" rows={2} maxLength={maxLength} value={value} aria-describedby={`${id}-ayuda`} onChange={(event) => onChange(event.target.value)} />
      <p className="rc-field__hint" id={`${id}-ayuda`}>
        {ayuda}
      </p>
    </div>
  );
}

/** A section of the form: a card with its heading and what it is for. */
function Seccion({ id, titulo, descripcion, marca, children }: { id: string; titulo: string; descripcion: string; marca?: ReactNode; children: ReactNode }) {
  return (
    <section className="rc-card ms-seccion" aria-labelledby={id}>
      <div className="ms-seccion__cabecera">
        <h2 className="ms-seccion__titulo" id={id}>
          {titulo}
          {marca}
        </h2>
        <p className="ms-seccion__descripcion">{descripcion}</p>
      </div>
      <div className="ms-seccion__cuerpo">{children}</div>
    </section>
  );
}

/**
 * The engine's settings as one form of four sections (the page, the rooms sold online, the
 * booking conditions, embedding), with «Guardar» at the end. Messages go under their fields (the
 * server's 400s too) and the focus to the first one; the address shown is the saved one.
 */
export function FormularioMotor({ hotelId, guardada, onGuardado }: FormularioMotorProps) {
  const tipos = useListaReferencia('TiposHabitacion', hotelId);
  const filasTipos = useMemo(() => [...tipos.filas].sort(porNombre), [tipos.filas]);
  const form = useFormulario(motorForm(guardada));
  const { mutate, pending } = useGuardarMotor();
  const errorTiposId = `${useId()}-error`;
  const v = form.valores;
  const origen = window.location.origin;
  const direccion = direccionPagina(origen, guardada.Slug);
  const slug = slugDe(v.Slug);
  const cambios = useMemo(
    () => !tipos.cargando && JSON.stringify(motorDatos(v, filasTipos)) !== JSON.stringify(motorDatos(motorForm(guardada), filasTipos)),
    [tipos.cargando, v, filasTipos, guardada],
  );
  const tiposCampo = form.campo('TiposHabitacion');

  const marcarTipo = (id: number, vendido: boolean) =>
    form.cambiar('TiposHabitacion', vendido ? [...v.TiposHabitacion.filter((t) => t !== id), id] : v.TiposHabitacion.filter((t) => t !== id));

  const guardar = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || tipos.cargando) return;
    if (!form.mostrarErrores(validarMotor(v, filasTipos.map((t) => t.Id)), ORDEN_MOTOR)) return;
    try {
      const nueva = await mutate(motorDatos(v, filasTipos));
      onGuardado(nueva);
      form.reiniciar(motorForm(nueva));
      toast.success(TEXTOS_MOTOR.guardado);
    } catch (error) {
      // The portal shows the refusal; one about a field also goes under it, and the focus there.
      const campo = error instanceof ApiError && error.status === 400 ? campoDelMensaje(error.mensaje) : null;
      if (campo && error instanceof ApiError) form.mostrarErrores({ [campo]: error.mensaje } as Errores<CampoMotor>, ORDEN_MOTOR);
    }
  };

  const estadoPagina = (
    <span className={`ms-badge ms-badge--${guardada.Activo ? 'activo' : 'inactivo'}`}>{guardada.Activo ? TEXTOS_MOTOR.activa : TEXTOS_MOTOR.desactivada}</span>
  );

  return (
    <form className="ms-motor" noValidate aria-label={TEXTOS_MOTOR.titulo} onSubmit={(event) => void guardar(event)}>
      <Seccion id="ms-motor-pagina" titulo="Página de reservas" descripcion="Su dirección en Internet, para enlazarla desde su sitio, sus redes sociales y sus correos." marca={estadoPagina}>
        <CheckboxField
          className="ms-switch"
          role="switch"
          label="Recibir reservas en línea"
          hint={v.Activo ? 'Los huéspedes ven la disponibilidad y reservan en la página.' : 'La página dice que el hotel no recibe reservas en línea.'}
          {...form.marca('Activo')}
        />
        <TextField
          label="Dirección"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LARGO_SLUG}
          hint={
            <>
              Letras minúsculas, números y guiones (de 3 a 60). La página queda en <span className="ms-motor__url">{direccionPagina(origen, slug || '…')}</span>
            </>
          }
          {...form.texto('Slug')}
        />
        <CampoCopiable
          etiqueta="Dirección de la página"
          valor={direccion}
          copiadoDicho="Dirección copiada"
          ayuda={[guardada.Activo ? 'La dirección que los huéspedes abren para reservar.' : TEXTOS_MOTOR.paginaDesactivada, slug !== guardada.Slug ? TEXTOS_MOTOR.direccionCambiada : ''].filter(Boolean).join(' ')}
        >
          <a className="rc-button ms-button--small" href={direccion} target="_blank" rel="noopener noreferrer">
            Abrir página<span className="rc-visually-hidden"> (se abre en una pestaña nueva)</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        </CampoCopiable>
      </Seccion>

      <Seccion
        id="ms-motor-tipos"
        titulo="Habitaciones en línea"
        descripcion="Los tipos de habitación que se pueden reservar en la página y lo que el huésped lee de cada uno. La página ofrece un tipo cuando tiene habitaciones libres todas las noches y precio en el tarifario de alojamiento."
      >
        {tipos.cargando ? (
          <p className="rc-estado" role="status">
            <span className="rc-spinner" aria-hidden="true" />
            {TEXTOS_MOTOR.cargandoTipos}
          </p>
        ) : filasTipos.length === 0 ? (
          <p className="ms-habitacion__vacia">{TEXTOS_MOTOR.sinTipos}</p>
        ) : (
          <fieldset className={`ms-motor-tipos${tiposCampo.error ? ' rc-field--invalid' : ''}`} aria-describedby={tiposCampo.error ? errorTiposId : undefined}>
            <legend className="rc-field__label">Tipos de habitación que se venden en línea</legend>
            {tiposCampo.error && (
              <p className="rc-field__error" id={errorTiposId}>
                {tiposCampo.error}
              </p>
            )}
            <ul className="ms-motor-tipos__lista">
              {filasTipos.map((t, i) => (
                <li key={t.Id} className="ms-motor-tipo">
                  <CheckboxField
                    label={t.Nombre}
                    hint={`Hasta ${personas(t.CantidadPasajeros)}.`}
                    checked={v.TiposHabitacion.includes(t.Id)}
                    ref={i === 0 ? tiposCampo.ref : undefined}
                    onChange={(event) => marcarTipo(t.Id, event.target.checked)}
                  />
                  <AreaTexto
                    etiqueta="Descripción"
                    contexto={` de ${t.Nombre}`}
                    ayuda="Vista, camas, baño, lo que incluye (hasta 1.000 caracteres)."
                    maxLength={LARGO_DESCRIPCION}
                    value={v.Descripciones[t.Id] ?? ''}
                    onChange={(texto) => form.cambiar('Descripciones', { ...v.Descripciones, [t.Id]: texto })}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </Seccion>

      <Seccion id="ms-motor-condiciones" titulo="Condiciones de reserva" descripcion="Lo que la página permite reservar y cómo llega la reserva a Recepción.">
        <div className="ms-fila-campos">
          <NumberInput label="Estancia mínima (noches)" required decimales={0} inputMode="numeric" hint="Desde 1 noche." {...form.numero('EstanciaMinima')} />
          <NumberInput label="Estancia máxima (noches)" required decimales={0} inputMode="numeric" hint={`Hasta ${LIMITES_MOTOR.estanciaMaxima} noches.`} {...form.numero('EstanciaMaxima')} />
          <NumberInput label="Anticipación mínima (días)" required decimales={0} inputMode="numeric" hint="Días entre hoy y la primera llegada posible (0: se puede llegar hoy)." {...form.numero('DiasAnticipacionMinima')} />
          <NumberInput
            label="Anticipación máxima (días)"
            required
            decimales={0}
            inputMode="numeric"
            hint={`Hasta cuántos días desde hoy se puede llegar (máximo ${LIMITES_MOTOR.anticipacionMaxima}).`}
            {...form.numero('DiasAnticipacionMaxima')}
          />
          <SelectField label="Estado inicial" required options={ESTADOS_INICIALES} hint="El estado con que la reserva web llega al calendario." {...form.texto('EstadoInicialId')} />
          <NumberInput
            label="Días de cancelación gratuita"
            required
            decimales={0}
            inputMode="numeric"
            hint="El huésped puede anular sin cargo desde su página hasta estos días antes de la llegada."
            {...form.numero('DiasCancelacionGratis')}
          />
        </div>
        <CheckboxField label="Permite niños" hint="Si no, la búsqueda de la página pide solo adultos." {...form.marca('PermiteNinos')} />
      </Seccion>

      <Seccion id="ms-motor-incrustar" titulo="Incrustar en su sitio" descripcion="Muestre la página de reservas dentro de su propio sitio web con este código.">
        <TextField
          label="Sitio permitido"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={LARGO_SITIO}
          placeholder="https://www.mihotel.cl"
          hint="La dirección de su sitio web, sin ruta. Vacío: ningún sitio puede incrustar la página."
          {...form.texto('SitioPermitido')}
        />
        <CampoCopiable etiqueta="Código para su sitio" codigo valor={codigoIframe(direccion)} copiadoDicho="Código copiado" ayuda="Péguelo en la página de su sitio donde quiera mostrar las reservas." />
        <p className="ms-motor__nota" role="note">
          <span className="ms-motor__nota-marca" aria-hidden="true">
            i
          </span>
          <span>
            {TEXTOS_MOTOR.notaIncrustar}
            {guardada.SitioPermitido && <strong className="ms-motor__nota-sitio"> {TEXTOS_MOTOR.sitioPermitidoGuardado(guardada.SitioPermitido)}</strong>}
          </span>
        </p>
      </Seccion>

      <div className="ms-motor__acciones">
        <p className="ms-motor__cambios" role="status">
          {cambios ? TEXTOS_MOTOR.cambiosSinGuardar : ''}
        </p>
        <button type="button" className="rc-button" disabled={!cambios || pending} onClick={() => form.reiniciar(motorForm(guardada))}>
          Descartar cambios
        </button>
        <button type="submit" className="rc-button rc-button--primary" aria-disabled={pending || tipos.cargando || undefined} aria-busy={pending || undefined}>
          {pending ? 'Guardando…' : 'Guardar'}
        </button>
      </div>
    </form>
  );
}
