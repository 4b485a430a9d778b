import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InlineProjections, proyeccionEnLinea } from '@recepcion/platform';
import { proyeccionPisos } from './piso/piso.proyeccion';

/** Registers the board's read model with the event store: written in the committing transaction. */
@Injectable()
export class PisosEnLinea implements OnModuleInit {
  constructor(private readonly proyecciones: InlineProjections) {}

  onModuleInit(): void {
    this.proyecciones.register(proyeccionEnLinea(proyeccionPisos));
  }
}
