import { escanearAreas, type HotelAccesible, prepararHotelAccesible } from './support/hotel-accesible';
import { usarProducto } from './support/producto';

/** axe-core (WCAG 2.2 AA) on every page of the menu under /informes/, /clientes/, /administracion/, as a hotel's administrator sees them. */
describe('accessibility for a hotel user: /informes/, /clientes/, /administracion/', () => {
  const { server, browser } = usarProducto();
  let hotel: HotelAccesible;

  beforeAll(async () => {
    hotel = await prepararHotelAccesible(server, browser);
  });
  afterAll(() => hotel?.page.close());

  escanearAreas(['/informes/', '/clientes/', '/administracion/'], () => hotel, server);
});
