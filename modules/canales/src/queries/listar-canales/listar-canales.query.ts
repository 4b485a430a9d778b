import { Query } from '@nestjs/cqrs';

/** One row of `GET /api/Canales/{hotelId}` (JSON field names as the spec writes them). */
export interface CanalesFila {
  Id: number;
  Nombre: string;
}

/** The session hotel's rows. */
export class ListarCanales extends Query<CanalesFila[]> {
  constructor(readonly hotelId: number) {
    super();
  }
}
