import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InlineProjections, proyeccionEnLinea } from '@recepcion/platform';
import { proyeccionInformes } from './informes/informes.proyeccion';

/** Registers the reports' read model with the event store: it is written in the committing transaction. */
@Injectable()
export class InformesEnLinea implements OnModuleInit {
  constructor(private readonly proyecciones: InlineProjections) {}

  onModuleInit(): void {
    this.proyecciones.register(proyeccionEnLinea(proyeccionInformes));
  }
}
