import type { ConfiguracionConClave } from '@recepcion/contracts';
import type { ConfiguracionHotel } from '../entities/configuracion.entity';
import { toConfiguracion } from './mapeos';

/** `/api/Configuraciones` answers the configuration and whether a check-out password is set (never the password). */
export const toConfiguracionConClave = (c: ConfiguracionHotel): ConfiguracionConClave => ({
  ...toConfiguracion(c),
  TieneClaveCheckOut: Boolean(c.claveCheckOutHash),
});
