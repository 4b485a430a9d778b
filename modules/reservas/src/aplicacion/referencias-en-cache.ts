import type { CargoResumen, ClienteResumen, ConfiguracionPrecios, FormaPagoResumen, HabitacionResumen, MonedaResumen, RegimenResumen, TipoImpuestoResumen } from '@recepcion/contracts';
import type { IdsReferencias, Referencias } from './referencias-reserva';

/** How long a hotel's references may go unread from their modules, whatever the events say. */
export const VIGENCIA_REFERENCIAS_MS = 30_000;
const MAX_HOTELES = 2_000;
/** Per kind and hotel: a hotel's clients are many, and only a few are booked often. */
const MAX_POR_TIPO = 5_000;

/** A hotel's entry: the references' maps, filled as asked; the configuration once read. */
interface DeHotel extends Omit<Referencias, 'configuracion'> {
  vence: number;
  configuracion?: ConfiguracionPrecios;
}

/** What a fill brought from the modules (only what was missing). */
export interface ReferenciasLeidas {
  configuracion?: ConfiguracionPrecios;
  habitaciones?: HabitacionResumen[];
  clientes?: ClienteResumen[];
  cargos?: CargoResumen[];
  monedas?: MonedaResumen[];
  impuestos?: TipoImpuestoResumen[];
  regimenes?: RegimenResumen[];
  formasPago?: FormaPagoResumen[];
}

const faltantes = <K>(pedidos: K[] | undefined, presentes: Map<K, unknown>) => (pedidos ?? []).filter((id) => !presentes.has(id));

/**
 * A hotel's reference data for pricing and naming a reservation (configuration, rooms with their
 * type, clients, charges, meal plans, currencies, tax types, payment methods), kept between
 * requests. The owners' change events drop a hotel's entry (`invalidar`), a global change drops
 * all (`invalidarTodo`), and nothing lives longer than `VIGENCIA_REFERENCIAS_MS`. `leer` asks the
 * owning modules only for what the entry lacks.
 */
export class CacheReferencias {
  private readonly hoteles = new Map<number, DeHotel>();

  constructor(private readonly reloj: () => number = Date.now) {}

  async resolver(hotelId: number, pedidas: IdsReferencias, leer: (faltan: IdsReferencias & { configuracion: boolean }) => Promise<ReferenciasLeidas>): Promise<Referencias> {
    const entrada = this.entrada(hotelId);
    const faltan = {
      configuracion: entrada.configuracion === undefined,
      habitaciones: faltantes(pedidas.habitaciones, entrada.habitaciones),
      clientes: faltantes(pedidas.clientes, entrada.clientes),
      cargos: faltantes(pedidas.cargos, entrada.cargos),
      monedas: faltantes(pedidas.monedas, entrada.monedas),
      tiposImpuesto: faltantes(pedidas.tiposImpuesto, entrada.impuestos),
      regimenes: faltantes(pedidas.regimenes, entrada.regimenes),
      formasPago: faltantes(pedidas.formasPago, entrada.formasPago),
    };
    const algoFalta =
      faltan.configuracion || [faltan.habitaciones, faltan.clientes, faltan.cargos, faltan.monedas, faltan.tiposImpuesto, faltan.regimenes, faltan.formasPago].some((l) => l.length > 0);
    if (!algoFalta) return this.referencias(entrada);
    const leidas = await leer(faltan);
    // Invalidated meanwhile, the entry is no longer the hotel's: what was read still answers this
    // request (as fresh as a read without cache) but stays for no other.
    if (leidas.configuracion) entrada.configuracion = leidas.configuracion;
    guardar(entrada.habitaciones, leidas.habitaciones, (h) => h.Id);
    guardar(entrada.clientes, leidas.clientes, (c) => c.Id);
    guardar(entrada.cargos, leidas.cargos, (c) => c.Id);
    guardar(entrada.monedas, leidas.monedas, (m) => m.IDMoneda);
    guardar(entrada.impuestos, leidas.impuestos, (t) => t.Id);
    guardar(entrada.regimenes, leidas.regimenes, (r) => r.Id);
    guardar(entrada.formasPago, leidas.formasPago, (f) => f.Id);
    return this.referencias(entrada);
  }

  invalidar(hotelId: number): void {
    this.hoteles.delete(hotelId);
  }

  invalidarTodo(): void {
    this.hoteles.clear();
  }

  private entrada(hotelId: number): DeHotel {
    const actual = this.hoteles.get(hotelId);
    if (actual && actual.vence > this.reloj()) return actual;
    if (this.hoteles.size >= MAX_HOTELES) this.hoteles.delete(this.hoteles.keys().next().value!);
    const nueva = this.nueva();
    this.hoteles.set(hotelId, nueva);
    return nueva;
  }

  private nueva(): DeHotel {
    return {
      vence: this.reloj() + VIGENCIA_REFERENCIAS_MS,
      habitaciones: new Map(),
      clientes: new Map(),
      cargos: new Map(),
      monedas: new Map(),
      impuestos: new Map(),
      regimenes: new Map(),
      formasPago: new Map(),
    };
  }

  private referencias(e: DeHotel): Referencias {
    return {
      configuracion: e.configuracion!,
      habitaciones: e.habitaciones,
      clientes: e.clientes,
      cargos: e.cargos,
      monedas: e.monedas,
      impuestos: e.impuestos,
      regimenes: e.regimenes,
      formasPago: e.formasPago,
    };
  }
}

function guardar<K, V>(mapa: Map<K, V>, valores: V[] | undefined, clave: (v: V) => K): void {
  if (!valores?.length) return;
  if (mapa.size + valores.length > MAX_POR_TIPO) mapa.clear();
  for (const v of valores) mapa.set(clave(v), v);
}
