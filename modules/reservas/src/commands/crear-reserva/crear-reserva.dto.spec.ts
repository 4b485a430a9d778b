import 'reflect-metadata';
import { isDeepStrictEqual } from 'node:util';
import type { ArgumentMetadata } from '@nestjs/common';
import { createValidationPipe, validacionCompilada } from '@recepcion/platform';
import { CrearReservaDto } from './crear-reserva.dto';

/**
 * The create's body takes a compiled fast path (`validacionCompilada`) when it is surely valid. A
 * reservation must come out of it exactly as from the general path (class-transformer and
 * class-validator), and a wrong body must get the same Spanish message: the two pipes are compared
 * on the wizard's bodies and on thousands of broken ones.
 */
const cuerpo: ArgumentMetadata = { type: 'body', metatype: CrearReservaDto, data: '' };
const rapida = createValidationPipe();
const general = createValidationPipe({ compilada: false });

/** A copy as the API receives it: parsed from JSON text (in this test's realm, unlike `structuredClone`'s). */
const comoLlega = <T>(body: T): T => (body === undefined ? body : (JSON.parse(JSON.stringify(body)) as T));

type Resultado = { valor: unknown } | { mensaje: unknown; estado: unknown };

async function resultado(pipe: typeof rapida, body: unknown): Promise<Resultado> {
  try {
    return { valor: await pipe.transform(comoLlega(body), cuerpo) };
  } catch (error) {
    const e = error as { getResponse?: () => unknown; getStatus?: () => number };
    return { mensaje: e.getResponse?.() ?? String(error), estado: e.getStatus?.() };
  }
}

const linea = (n: number) => ({ HabitacionId: 10 + n, CheckIn: '2027-03-01', CheckOut: '2027-03-03', CantidadPasajero: 2, AlojamientoPrecioUnitario: 40000 + n });

/** Bodies the wizard sends: the least it needs, and everything it may add. */
const DEL_ASISTENTE: Record<string, unknown>[] = [
  { CheckIn: '2027-03-01', CheckOut: '2027-03-03', ClienteId: 5, FormaPagoId: 1, MonedaId: 'CLP', TipoImpuestoId: 3, Habitaciones: [linea(1)] },
  {
    CheckIn: '2027-03-01',
    CheckOut: '2027-03-05',
    ClienteId: 7,
    FormaPagoId: 2,
    MonedaId: 'USD',
    TipoImpuestoId: 4,
    ImpuestoIncluido: false,
    Comentario: 'Llegan tarde',
    ContactoClienteNombre: 'Ana Pérez',
    ContactoClienteEmail: '',
    NombreGrupo: null,
    CantidadPasajeros: 5,
    EstadoId: 2,
    Habitaciones: [
      { ...linea(1), Id: 0, TipoHabitacionId: 2, IDServicioRegimen: 3, RegimenPrecioUnitario: 12.5 },
      { ...linea(2), IDServicioRegimen: null, RegimenPrecioUnitario: null },
      { ...linea(3), CheckIn: '2027-03-02', AlojamientoPrecioUnitario: 0 },
    ],
  },
];

/** Values a broken or hostile client may put anywhere. */
const VALORES: unknown[] = [
  undefined, null, '', ' ', 'abc', '5', '2.5', 5, 0, -1, 1.5, 1e21, -0, true, false, [], [1], {}, { a: 1 },
  '2027-03-01', '2027-02-30', '01-03-2027', '2027-3-1', 'x'.repeat(4001), 'x'.repeat(201), 'ana@hotel.cl', 'no es correo',
  1, 2, 3, 4, 7, 'CLP', 'CLPCLPCLPCLP', [linea(9)], [null], [5], [{}], [{ ...linea(4), Extra: 1 }],
];

/** Deterministic, so a failure is reproduced by the same seed. */
function azar(semilla: number) {
  let s = semilla >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

function romper(base: Record<string, unknown>, r: (n: number) => number): unknown {
  if (r(40) === 0) return VALORES[r(VALORES.length)];
  const body = comoLlega(base) as Record<string, unknown> & { Habitaciones: Record<string, unknown>[] };
  for (let cambios = 1 + r(3); cambios > 0; cambios--) {
    const enLinea = Array.isArray(body.Habitaciones) && body.Habitaciones.length > 0 && typeof body.Habitaciones[0] === 'object' && body.Habitaciones[0] !== null && r(2) === 0;
    const destino: Record<string, unknown> = enLinea ? body.Habitaciones[r(body.Habitaciones.length)] : body;
    const claves = [...Object.keys(destino), 'Extra', 'constructor', enLinea ? 'RegimenPrecioUnitario' : 'EstadoId', enLinea ? 'Id' : 'ContactoClienteEmail'];
    const clave = claves[r(claves.length)];
    const valor = VALORES[r(VALORES.length)];
    if (valor === undefined) delete destino[clave];
    else destino[clave] = valor;
  }
  return body;
}

describe('the create body: compiled path and general path', () => {
  it('takes the wizard’s bodies on the compiled path, with the reservation the general path builds', async () => {
    for (const body of DEL_ASISTENTE) {
      expect(validacionCompilada(CrearReservaDto)?.(comoLlega(body))).toBeInstanceOf(CrearReservaDto);
      const general_ = await resultado(general, body);
      expect(general_).toHaveProperty('valor');
      expect(await resultado(rapida, body)).toStrictEqual(general_);
    }
  });

  it('answers every broken body exactly as the general path: the same reservation or the same Spanish 400', async () => {
    const r = azar(20261126);
    let aceptadas = 0;
    let porLaCompilada = 0;
    let rechazadas = 0;
    for (let i = 0; i < 4000; i++) {
      const body = romper(DEL_ASISTENTE[r(DEL_ASISTENTE.length)], r);
      const esperado = await resultado(general, body);
      const obtenido = await resultado(rapida, body);
      if (!isDeepStrictEqual(obtenido, esperado)) {
        throw new Error(`Difieren para ${JSON.stringify(body)}:\n${JSON.stringify(obtenido)}\n${JSON.stringify(esperado)}`);
      }
      if (validacionCompilada(CrearReservaDto)?.(comoLlega(body)) !== undefined) porLaCompilada++;
      if ('valor' in esperado) aceptadas++;
      else {
        rechazadas++;
        expect(esperado.estado).toBe(400);
        expect(JSON.stringify(esperado.mensaje)).not.toMatch(/\b(must|should|is not|validation failed)\b/i);
      }
    }
    // Both kinds were really tried: some broken bodies are still valid (an optional field dropped).
    expect(aceptadas).toBeGreaterThan(200);
    expect(porLaCompilada).toBeGreaterThan(100);
    expect(rechazadas).toBeGreaterThan(2000);
  });

  it('leaves a number sent as text and an unknown key to the general path, which converts and drops them', async () => {
    const texto = { ...DEL_ASISTENTE[0], ClienteId: '5', Extra: 'x' };
    expect(validacionCompilada(CrearReservaDto)?.(comoLlega(texto))).toBeUndefined();
    const obtenido = (await resultado(rapida, texto)) as { valor: CrearReservaDto };
    expect(obtenido.valor.ClienteId).toBe(5);
    expect(obtenido.valor).not.toHaveProperty('Extra');
  });
});
