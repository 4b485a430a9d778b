import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SesionesModificadas } from '@recepcion/contracts';
import { requestContext } from '@recepcion/platform';
import { normalizarEmail } from '../compartido/mapeos';
import { HotelUsuarioAcceso } from '../entities/hotel-usuario.entity';
import { Usuario } from '../entities/usuario.entity';
import { hashContrasena } from '../sesiones/contrasenas';
import { Registrar } from '../commands/registrar/registrar.command';

export interface OperadorCreado {
  usuarioId: number;
  hotelId: number;
  nuevo: boolean;
}

/**
 * Makes someone an operator (the provider's staff). An existing user is promoted; a new one gets
 * an account and, to have somewhere to sign in, access to `hotelId` or a hotel of its own.
 */
export class CrearOperador extends Command<OperadorCreado> {
  constructor(
    readonly email: string,
    readonly nombre: string,
    readonly password: string,
    readonly hotelId?: number,
    readonly paisId = 35,
  ) {
    super();
  }
}

@CommandHandler(CrearOperador)
export class CrearOperadorHandler implements ICommandHandler<CrearOperador, OperadorCreado> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly eventBus: EventBus,
  ) {}

  async execute(c: CrearOperador): Promise<OperadorCreado> {
    const emailLower = normalizarEmail(c.email);
    let usuario = await this.em.findOne(Usuario, { emailLower });
    let nuevo = false;
    if (!usuario && c.hotelId) {
      usuario = this.em.create(Usuario, { nombre: c.nombre, email: c.email, emailLower, passwordHash: await hashContrasena(c.password), creadoEn: requestContext.require().now });
      await this.em.flush();
      this.em.create(HotelUsuarioAcceso, { hotelId: c.hotelId, usuarioId: usuario.id });
      nuevo = true;
    } else if (!usuario) {
      const { respuesta } = await this.commandBus.execute(
        new Registrar({ nombre: c.nombre, email: c.email, password: c.password, nombreHotel: 'Operaciones', paisId: c.paisId }),
      );
      usuario = await this.em.findOneOrFail(Usuario, { id: respuesta.user_id });
      nuevo = true;
    }
    usuario.esOperador = true;
    await this.em.flush();
    this.eventBus.publish(new SesionesModificadas([usuario.id]));
    const acceso = await this.em.findOneOrFail(HotelUsuarioAcceso, { usuarioId: usuario.id }, { orderBy: { id: 'asc' }, filters: { hotel: false } });
    return { usuarioId: usuario.id, hotelId: acceso.hotelId, nuevo };
  }
}
