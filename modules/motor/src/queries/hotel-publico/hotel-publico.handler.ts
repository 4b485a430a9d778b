import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  type ConfiguracionPrecios,
  ContactoDelHotel,
  type ContactoHotel,
  type HotelPublico,
  IDIOMAS_MOTOR,
  ListarPaises,
  type PaisDelFormulario,
  type MonedaResumen,
  ObtenerConfiguracionPrecios,
  ObtenerMoneda,
} from '@recepcion/contracts';
import { NoEncontradoError, requestContext, sqlExecutor } from '@recepcion/platform';
import { comoHotel } from '../../aplicacion/como-hotel';
import { hotelDelSlug } from '../../aplicacion/configuraciones';
import { ObtenerHotelPublico } from './hotel-publico.query';

@QueryHandler(ObtenerHotelPublico)
export class ObtenerHotelPublicoHandler implements IQueryHandler<ObtenerHotelPublico, HotelPublico> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ slug }: ObtenerHotelPublico): Promise<HotelPublico> {
    const hotel = await hotelDelSlug(sqlExecutor(this.em), slug);
    if (!hotel) throw new NoEncontradoError('motor');
    return comoHotel(this.queryBus, hotel.hotelId, async () => {
      const [contacto, precios, paises] = await Promise.all([
        this.queryBus.execute<ContactoDelHotel, ContactoHotel>(new ContactoDelHotel()),
        this.queryBus.execute<ObtenerConfiguracionPrecios, ConfiguracionPrecios>(new ObtenerConfiguracionPrecios()),
        this.queryBus.execute<ListarPaises, PaisDelFormulario[]>(new ListarPaises()),
      ]);
      const moneda = precios.MonedaId ? await this.queryBus.execute<ObtenerMoneda, MonedaResumen | null>(new ObtenerMoneda(precios.MonedaId)) : null;
      const c = hotel.config;
      return {
        Nombre: contacto.Nombre,
        Slug: c.Slug,
        MonedaId: moneda?.IDMoneda ?? '',
        Centavos: moneda?.Centavos ?? true,
        EstanciaMinima: c.EstanciaMinima,
        EstanciaMaxima: c.EstanciaMaxima,
        DiasAnticipacionMinima: c.DiasAnticipacionMinima,
        DiasAnticipacionMaxima: c.DiasAnticipacionMaxima,
        PermiteNinos: c.PermiteNinos,
        DiasCancelacionGratis: c.DiasCancelacionGratis,
        Idiomas: [...IDIOMAS_MOTOR],
        Paises: paises,
        PaisId: precios.PaisId,
        ZonaHoraria: requestContext.require().zonaDelHotel ?? null,
      };
    });
  }
}
