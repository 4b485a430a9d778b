import { Query } from '@nestjs/cqrs';
import type { AuditoriaAccesoFila } from '@recepcion/contracts';

/** The support-access audit log, newest first (at most 1000 rows). */
export class AuditoriaAccesos extends Query<AuditoriaAccesoFila[]> {}
