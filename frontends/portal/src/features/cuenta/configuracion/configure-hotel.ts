import { api } from '@recepcion/api-client';
import type { Configuracion, ConfigurarDto } from '@recepcion/contracts';

/** `POST /api/Cuenta/Configurar`: first-time setup (tax, currency, rooms); answers the new configuration. */
export function configureHotel(datos: ConfigurarDto): Promise<Configuracion> {
  return api.post<Configuracion>('Cuenta/Configurar', datos);
}
