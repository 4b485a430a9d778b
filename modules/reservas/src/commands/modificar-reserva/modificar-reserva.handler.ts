import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';
import { prepararReserva } from '../../aplicacion/preciador-lineas';
import { prepararCargos, prepararIngresos, prepararPasajeros } from '../../aplicacion/preparador-movimientos';
import { idsDelCuerpo, ReferenciasReserva } from '../../aplicacion/referencias-reserva';
import { claveIdempotencia, type ReservaExistente, ReservaRepository } from '../../aplicacion/reserva.repository';
import { decide } from '../../domain/reserva.decider';
import { ModificarReserva } from './modificar-reserva.command';

@CommandHandler(ModificarReserva)
export class ModificarReservaHandler implements ICommandHandler<ModificarReserva, ReservaDetalle> {
  constructor(
    private readonly reservas: ReservaRepository,
    private readonly referencias: ReferenciasReserva,
  ) {}

  execute({ id, datos, versionEsperada, idempotencia, huella }: ModificarReserva): Promise<ReservaDetalle> {
    return this.reservas.ejecutar(
      id,
      async (cargada) => {
        const { estado } = cargada as ReservaExistente;
        const refs = await this.referencias.resolver(idsDelCuerpo(datos));
        const { general, habitaciones, condiciones } = prepararReserva(datos, refs, estado.habitaciones, estado.general.Origen);
        const cargos = prepararCargos(datos.Cargos, estado, habitaciones, refs);
        const ingresos = prepararIngresos(datos.Ingresos, estado, habitaciones, refs);
        const pasajeros = prepararPasajeros(datos.Pasajeros, estado, habitaciones, refs);
        return decide({ type: 'ModificarReserva', data: { general, habitaciones, cargos, ingresos, pasajeros, condiciones } }, estado);
      },
      { versionEsperada, commandId: claveIdempotencia(idempotencia), huella },
    );
  }
}
