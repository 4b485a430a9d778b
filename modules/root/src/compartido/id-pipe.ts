import { Injectable, type PipeTransform } from '@nestjs/common';
import { ReglaNegocioError } from '@recepcion/platform';

/** A path id: a whole number from 1 to 2^31-1 (a PostgreSQL int), else 400 with the given message. */
@Injectable()
export class IdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly mensaje: string) {}

  transform(valor: unknown): number {
    const texto = String(valor ?? '');
    const n = /^\d{1,10}$/.test(texto) ? Number(texto) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) throw new ReglaNegocioError(this.mensaje);
    return n;
  }
}
