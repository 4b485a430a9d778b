import { escanear } from './support/axe';
import { usarProducto } from './support/producto';

// Every accessibility check of these tests rests on the scanner: it must still see what WCAG forbids.
describe('the accessibility scanner the browser tests use', () => {
  const { browser } = usarProducto();

  it('reports an image without text, a nameless button and low contrast, each with its impact', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<html lang="es"><head><title>Prueba</title></head><body><main><img src="x.png"><button></button><p style="color:#ccc;background:#fff">Poco contraste</p></main></body></html>',
    );
    const hallazgos = await escanear(page, 'página con fallas');
    expect(hallazgos.map((h) => `${h.id}:${h.impact}`).sort()).toEqual(['button-name:critical', 'color-contrast:serious', 'image-alt:critical']);
  });
});
