import { Controller, Delete, Param, ParseIntPipe, type Type } from '@nestjs/common';
import type { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ReglaNegocioError } from '../errors/domain-errors';

interface CrudBase {
  readonly queryBus: QueryBus;
  eliminar(id: number): Promise<unknown>;
}

/** Why the record may not be deleted (a Spanish message), or null when it may. */
export type MotivoParaNoEliminar = (queryBus: QueryBus, id: number) => Promise<string | null>;

/**
 * A generic CRUD controller whose DELETE first asks `motivo` (the owning module's rule, usually
 * another module's published query such as reservas' `siLoUsanReservas`) and refuses with its
 * Spanish 400.
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
