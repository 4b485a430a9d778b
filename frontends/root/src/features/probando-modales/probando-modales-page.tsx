import { formatearFecha, formatearMonto } from '@recepcion/domain';
import {
  alerta,
  CheckboxField,
  confirmar,
  DateInput,
  DialogFooter,
  DraggableModal,
  NumberInput,
  PageHeader,
  pedirContrasena,
  preguntar,
  SelectField,
  TextField,
  useFormulario,
} from '@recepcion/ui';
import { useState } from 'react';
import { AREA_ROOT } from '../../lib/area';
import { FORMULARIO_VACIO, type FormularioPrueba, HABITACIONES_MUESTRA, ORDEN_FORMULARIO, validarFormulario } from './formulario-prueba';

export const TITULO_PROBANDO_MODALES = 'Prueba: ventanas modales';
export const TITULO_DIALOGO_PRUEBA = 'Reserva de prueba';

function ReservaPruebaDialog({ inicial, onClose, onEnviado }: { inicial: FormularioPrueba; onClose: () => void; onEnviado: (valores: FormularioPrueba) => void }) {
  const form = useFormulario<FormularioPrueba>(inicial);
  const enviar = () => {
    if (form.validar(validarFormulario(form.valores), ORDEN_FORMULARIO)) onEnviado(form.valores);
  };
  return (
    <DraggableModal open closeOnEscape title={TITULO_DIALOGO_PRUEBA} onClose={onClose} onSubmit={enviar} footer={<DialogFooter onCancel={onClose} texto="Enviar" />}>
      <TextField label="Nombre" required autoComplete="off" maxLength={120} {...form.texto('Nombre')} />
      <TextField label="Correo" type="email" autoComplete="off" maxLength={120} hint="Opcional" {...form.texto('Correo')} />
      <DateInput label="Llegada" required {...form.fecha('Llegada')} />
      <DateInput label="Salida" required emitirFueraDeRango {...form.fecha('Salida')} min={form.valores.Llegada || undefined} />
      <NumberInput label="Pasajeros" required decimales={0} {...form.numero('Pasajeros')} />
      <NumberInput label="Monto" required decimales={2} {...form.numero('Monto')} />
      <SelectField label="Habitación" required placeholder="Seleccione…" options={HABITACIONES_MUESTRA} {...form.texto('Habitacion')} />
      <CheckboxField label="Confirmada" {...form.marca('Confirmada')} />
    </DraggableModal>
  );
}

/**
 * `/root/probando-modales`: a form in libs/ui's draggable modal (validation in Spanish, the focus
 * on the first wrong field, Enter sends, Escape closes), and the kit's alert, confirm, question and
 * password dialogs. The page shows what each one gave back.
 */
export function ProbandoModalesPage() {
  const [abierto, setAbierto] = useState(false);
  const [enviado, setEnviado] = useState<FormularioPrueba | null>(null);
  const [resultado, setResultado] = useState<string | null>(null);

  const dialogo = async (nombre: string, abrir: () => Promise<string>) => {
    setResultado(`${nombre}: ${await abrir()}`);
  };

  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_PROBANDO_MODALES} descripcion="Las ventanas del kit: un formulario con validación y los diálogos de aviso, confirmación, pregunta y contraseña." />
      <section className="rc-card root-card" aria-label="Formulario en una ventana">
        <h2 className="root-subtitulo">Formulario en una ventana</h2>
        <button
          type="button"
          className="rc-button rc-button--primary"
          onClick={() => {
            setAbierto(true);
            setResultado(null);
          }}
        >
          Abrir el formulario
        </button>
        {abierto && (
          <ReservaPruebaDialog
            inicial={enviado ?? FORMULARIO_VACIO}
            onClose={() => {
              setAbierto(false);
              setResultado('Formulario: cancelado');
            }}
            onEnviado={(valores) => {
              setEnviado(valores);
              setAbierto(false);
            }}
          />
        )}
        {enviado && (
          <>
            <h3 className="root-subtitulo">Valores enviados</h3>
            <dl className="root-datos" aria-label="Valores enviados">
              <dt>Nombre</dt>
              <dd>{enviado.Nombre}</dd>
              <dt>Correo</dt>
              <dd>{enviado.Correo || '(sin correo)'}</dd>
              <dt>Llegada</dt>
              <dd>{formatearFecha(enviado.Llegada)}</dd>
              <dt>Salida</dt>
              <dd>{formatearFecha(enviado.Salida)}</dd>
              <dt>Pasajeros</dt>
              <dd>{enviado.Pasajeros}</dd>
              <dt>Monto</dt>
              <dd>$ {formatearMonto(enviado.Monto)}</dd>
              <dt>Habitación</dt>
              <dd>{HABITACIONES_MUESTRA.find((h) => h.value === enviado.Habitacion)?.label ?? enviado.Habitacion}</dd>
              <dt>Confirmada</dt>
              <dd>{enviado.Confirmada ? 'Sí' : 'No'}</dd>
            </dl>
            <pre className="root-traza" aria-label="Valores enviados en JSON">
              {JSON.stringify(enviado, null, 2)}
            </pre>
          </>
        )}
      </section>
      <section className="rc-card root-card" aria-label="Diálogos del kit">
        <h2 className="root-subtitulo">Diálogos del kit</h2>
        <div className="root-filtros">
          <button type="button" className="rc-button" onClick={() => void dialogo('Aviso', async () => (await alerta('Este es un aviso de prueba.'), 'cerrado'))}>
            Probar aviso
          </button>
          <button type="button" className="rc-button" onClick={() => void dialogo('Confirmación', async () => ((await confirmar('¿Confirma esta prueba?')) ? 'aceptó' : 'canceló'))}>
            Probar confirmación
          </button>
          <button
            type="button"
            className="rc-button"
            onClick={() =>
              void dialogo('Pregunta', async () => {
                const respuesta = await preguntar('¿Cuál es el motivo?', 'Motivo', { obligatorio: 'Escriba el motivo' });
                return respuesta === null ? 'canceló' : `«${respuesta}»`;
              })
            }
          >
            Probar pregunta
          </button>
          <button
            type="button"
            className="rc-button"
            onClick={() => void dialogo('Contraseña', async () => ((await pedirContrasena('Escriba una contraseña de prueba.')) === null ? 'canceló' : 'escribió una contraseña'))}
          >
            Probar contraseña
          </button>
        </div>
        <p role="status">{resultado ?? 'Todavía no se probó ningún diálogo.'}</p>
      </section>
    </>
  );
}
