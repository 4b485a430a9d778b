import { Query } from '@nestjs/cqrs';
import type { ConfiguracionMotor } from '@recepcion/contracts';

/** The session hotel's booking engine settings; before the first save, the defaults (off). */
export class ObtenerConfiguracionMotor extends Query<ConfiguracionMotor> {}
