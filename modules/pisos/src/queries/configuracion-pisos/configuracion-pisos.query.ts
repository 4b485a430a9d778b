import { Query } from '@nestjs/cqrs';
import type { ConfiguracionPisos } from '@recepcion/contracts';

/** The session hotel's housekeeping settings; before the first save, the defaults (no daily service). */
export class ObtenerConfiguracionPisos extends Query<ConfiguracionPisos> {}
