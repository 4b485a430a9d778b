import { Controller, Delete, Param, ParseIntPipe, type Type } from '@nestjs/common';
import type { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { mensajeEnUsoPorReservas, type ReferenciaEnReservas, UsosEnReservas } from '@recepcion/contracts';
import { ReglaNegocioError } from '../errors/domain-errors';

interface CrudBase {
  readonly queryBus: QueryBus;
  eliminar(id: number): Promise<unknown>;
}

/** Why the record may not be deleted (a Spanish message), or null when it may. */
export type MotivoParaNoEliminar = (queryBus: QueryBus, id: number) => Promise<string | null>;

/**
 * A generic CRUD controller whose DELETE first asks `motivo` (usually another module's published
 * query, e.g. whether reservations refer to the record) and refuses with its Spanish 400.
 */
export function sinEliminarSi(base: Type<unknown>, ruta: string, motivo: MotivoParaNoEliminar): Type<unknown> {
  @ApiTags(ruta)
  @Controller(ruta)
  class ComprobandoAntesDeEliminar extends (base as Type<CrudBase>) {
    @Delete(':id')
    override async eliminar(@Param('id', ParseIntPipe) id: number) {
      const porQueNo = await motivo(this.queryBus, id);
      if (porQueNo) throw new ReglaNegocioError(porQueNo);
      return super.eliminar(id);
    }
  }
  // The override keeps the base's OpenAPI description of the DELETE (its answer's schema).
  const original = (base as Type<CrudBase>).prototype.eliminar;
  for (const clave of Reflect.getMetadataKeys(original)) {
    if (String(clave).startsWith('swagger/')) Reflect.defineMetadata(clave, Reflect.getMetadata(clave, original), ComprobandoAntesDeEliminar.prototype.eliminar);
  }
  Object.defineProperty(ComprobandoAntesDeEliminar, 'name', { value: `${ruta}Controller` });
  return ComprobandoAntesDeEliminar;
}

/**
 * The usual reason: reservations refer to the record. reservas answers the published query
 * `UsosEnReservas` from its read model (a deleted room, client or charge would make live
 * reservations unsavable).
 */
export const siLoUsanReservas =
  (tipo: ReferenciaEnReservas): MotivoParaNoEliminar =>
  async (queryBus, id) => {
    const reservas = await queryBus.execute<UsosEnReservas, number>(new UsosEnReservas(tipo, id));
    return reservas > 0 ? mensajeEnUsoPorReservas(tipo, reservas) : null;
  };
