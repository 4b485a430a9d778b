import { ApiError } from '@recepcion/api-client';
import { HABITACIONES_MAXIMAS_CONFIGURACION, IMPUESTO_PREDETERMINADO, MENSAJES_CUENTA as M, type Configuracion } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { DraggableModal, navigate, SelectField, TextField, toast } from '@recepcion/ui';
import { reloadPage } from '../../../app/reload-page';
import { DialogActions } from '../../../dialogs/dialog-actions';
import { setArrivalDialog } from '../../../dialogs/dialog-store';
import { useForm } from '../../../forms/use-form';
import { EXITO_CUENTA } from '../mensajes-exito';
import { configureHotel } from './configure-hotel';
import { useMonedas } from './get-monedas';
import {
  CONFIGURACION_SERVER_FIELDS,
  configuracionDto,
  IMPUESTO_PORCENTAJE_MAXIMO,
  validarConfiguracion,
  type ConfiguracionForm,
} from './validar-configuracion';

export interface ConfiguracionDialogProps {
  config: Configuracion;
  onClose: () => void;
}

/**
 * Configuración del hotel, the first time: the tax, the currency and how many rooms. It cannot be
 * dismissed; "Salir" signs out instead. Then the calendar, with the welcome dialog.
 */
export function ConfiguracionDialog({ config, onClose }: ConfiguracionDialogProps) {
  const monedas = useMonedas();
  const form = useForm<ConfiguracionForm>(
    {
      impuestoNombre: IMPUESTO_PREDETERMINADO.nombre,
      impuestoPorcentaje: String(IMPUESTO_PREDETERMINADO.porcentaje),
      monedaId: config.MonedaId ?? '',
      habitaciones: '',
    },
    validarConfiguracion,
  );

  const submit = form.onSubmit(async (values) => {
    try {
      const nueva = await configureHotel(configuracionDto(config.HotelId, values));
      toast.success(EXITO_CUENTA.configurado);
      setArrivalDialog('bienvenida');
      onClose();
      // Configured on a public page: the default page logic goes on to the calendar.
      session.actualizarConfig(nueva);
    } catch (error) {
      // Spec section 8: configured elsewhere meanwhile, the page reloads.
      if (error instanceof ApiError && error.mensaje === M.hotelYaConfigurado) {
        reloadPage();
        return;
      }
      throw error;
    }
  }, CONFIGURACION_SERVER_FIELDS);

  const salir = async () => {
    await session.cerrar();
    navigate('/');
  };

  return (
    <DraggableModal
      open
      title="Configuración del hotel"
      onSubmit={submit}
      footer={<DialogActions submitLabel="Guardar" pendingLabel="Configurando…" pending={form.pending} cancelLabel="Salir" onCancel={salir} />}
    >
      <p className="pt-dialog-text">
        Antes de empezar, indique el impuesto, la moneda y cuántas habitaciones tiene <strong>{config.Nombre}</strong>. Podrá cambiar todo
        esto después.
      </p>
      <div className="pt-form-row">
        <TextField label="Nombre del impuesto" {...form.field('impuestoNombre')} />
        <TextField
          label="Porcentaje del impuesto"
          type="number"
          inputMode="decimal"
          min={0}
          max={IMPUESTO_PORCENTAJE_MAXIMO}
          step="any"
          hint={`Entre 0 y ${IMPUESTO_PORCENTAJE_MAXIMO}.`}
          {...form.field('impuestoPorcentaje')}
        />
      </div>
      <div className="pt-form-row">
        <SelectField
          label="Moneda"
          placeholder={monedas ? 'Seleccione una moneda' : 'Cargando monedas…'}
          options={monedas?.map((moneda) => ({ value: moneda.IDMoneda, label: `${moneda.Nombre} (${moneda.IDMoneda})` })) ?? []}
          {...form.field('monedaId')}
        />
        <TextField
          label="Cantidad de habitaciones"
          type="number"
          inputMode="numeric"
          min={1}
          max={HABITACIONES_MAXIMAS_CONFIGURACION}
          step={1}
          hint={`Hasta ${HABITACIONES_MAXIMAS_CONFIGURACION}.`}
          {...form.field('habitaciones')}
        />
      </div>
    </DraggableModal>
  );
}
