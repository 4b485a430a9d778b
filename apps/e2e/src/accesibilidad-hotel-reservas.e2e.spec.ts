import { escanearAreas, type HotelAccesible, prepararHotelAccesible } from './support/hotel-accesible';
import { usarProducto } from './support/producto';

/** axe-core (WCAG 2.2 AA) on every page of the menu under /dashboard, /reservas/, /pisos, as a hotel's administrator sees them. */
describe('accessibility for a hotel user: /dashboard, /reservas/, /pisos', () => {
  const { server, browser } = usarProducto();
  let hotel: HotelAccesible;

  beforeAll(async () => {
    hotel = await prepararHotelAccesible(server, browser);
  });
  afterAll(() => hotel?.page.close());

  escanearAreas(['/dashboard', '/reservas/', '/pisos'], () => hotel, server);
});
