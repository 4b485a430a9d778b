import { Query } from '@nestjs/cqrs';
import type { FueraServicio } from '@recepcion/contracts';

/** The session hotel's periods out of order, first night first. */
export class ListarFueraServicio extends Query<FueraServicio[]> {}
