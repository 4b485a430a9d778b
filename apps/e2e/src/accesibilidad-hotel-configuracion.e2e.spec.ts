import { escanearAreas, type HotelAccesible, prepararHotelAccesible } from './support/hotel-accesible';
import { usarProducto } from './support/producto';

/** axe-core (WCAG 2.2 AA) on every page of the menu under /configuracion/, as a hotel's administrator sees them. */
describe('accessibility for a hotel user: /configuracion/', () => {
  const { server, browser } = usarProducto();
  let hotel: HotelAccesible;

  beforeAll(async () => {
    hotel = await prepararHotelAccesible(server, browser);
  });
  afterAll(() => hotel?.page.close());

  escanearAreas(['/configuracion/'], () => hotel, server);
});
