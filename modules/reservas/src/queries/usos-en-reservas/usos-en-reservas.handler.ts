import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ReferenciaEnReservas, UsosEnReservas } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

/** An element of one of the reservation's lists (in `datos`, the full ReservaDetalle) whose field is $2. */
const enLista = (lista: string, campo: string) => `exists (select 1 from jsonb_array_elements(coalesce(r.datos->'${lista}', '[]'::jsonb)) x where (x->>'${campo}')::int = $2)`;
/** The same for a text field (a currency code). */
const enListaTexto = (lista: string, campo: string) => `exists (select 1 from jsonb_array_elements(coalesce(r.datos->'${lista}', '[]'::jsonb)) x where x->>'${campo}' = $2::text)`;

const CONDICION: Record<ReferenciaEnReservas, string> = {
  habitacion: enLista('Habitaciones', 'HabitacionId'),
  cliente: `(r.cliente_id = $2 or ${enLista('Pasajeros', 'PasajeroId')} or ${enLista('Cargos', 'ContactoClienteId')} or ${enLista('Ingresos', 'ClienteId')})`,
  formaPago: enLista('Ingresos', 'FormaPagoId'),
  cargo: enLista('Cargos', 'CargoId'),
  regimen: enLista('Habitaciones', 'IDServicioRegimen'),
  moneda: `(r.moneda_id = $2::text or ${enListaTexto('Cargos', 'MonedaId')} or ${enListaTexto('Ingresos', 'MonedaId')})`,
};

/**
 * The published query `UsosEnReservas`: how many reservations of the session's hotel refer to a
 * master record, in one statement over the read model (cancelled and past reservations count;
 * deleted ones do not). maestros and tarifario ask it before deleting.
 */
@QueryHandler(UsosEnReservas)
export class UsosEnReservasHandler implements IQueryHandler<UsosEnReservas, number> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tipo, id, todosLosHoteles }: UsosEnReservas): Promise<number> {
    const [fila] = await sqlExecutor(this.em).query<{ n: number }>(
      `select count(*)::int as n from reserva r where ($1::int is null or r.hotel_id = $1) and not r.eliminada and ${CONDICION[tipo]}`,
      [todosLosHoteles ? null : hotelDeLaSesion(), id],
    );
    return fila?.n ?? 0;
  }
}
