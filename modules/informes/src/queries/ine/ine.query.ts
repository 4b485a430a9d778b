import { Query } from '@nestjs/cqrs';
import type { FilaIneCiudad, FilaInePais } from '@recepcion/contracts';

/** National guests by city of residence, for the month of `desde`. */
export class IneCiudades extends Query<FilaIneCiudad[]> {
  constructor(readonly desde: string) {
    super();
  }
}

/** Guests by country of residence, for the month of `desde`. */
export class InePaises extends Query<FilaInePais[]> {
  constructor(readonly desde: string) {
    super();
  }
}
