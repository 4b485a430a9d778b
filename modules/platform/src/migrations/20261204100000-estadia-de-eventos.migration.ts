import { Migration } from '@mikro-orm/migrations';

/**
 * The function as this migration created it, under `nombre`: migration 20261207100000 fills the
 * `estadia` column with it before dropping it, its `down` puts it back, and a test checks that
 * the append's `estadiaDelEvento` answers as it did.
 */
export function funcionEstadiaDelEvento(nombre: string): string {
  return `
      create function ${nombre}(p_data jsonb) returns daterange language plpgsql immutable parallel safe as $$
      declare
        desde date;
        hasta date;
        dia date;
      begin
        if jsonb_typeof(p_data) is distinct from 'object' then
          return null;
        end if;
        select min(case when x->>'CheckIn' ~ '^\\d{4}-\\d{2}-\\d{2}$' then (x->>'CheckIn')::date end),
               max(case when x->>'CheckOut' ~ '^\\d{4}-\\d{2}-\\d{2}$' then (x->>'CheckOut')::date end)
          into desde, hasta
          from (select l as x from jsonb_array_elements(case when jsonb_typeof(p_data->'habitaciones') = 'array' then p_data->'habitaciones' else '[]'::jsonb end) l
                union all select p_data->'linea' where jsonb_typeof(p_data->'linea') = 'object'
                union all select p_data->'general' where jsonb_typeof(p_data->'general') = 'object') f;
        if p_data->>'fecha' ~ '^\\d{4}-\\d{2}-\\d{2}$' and p_data->>'noches' ~ '^\\d{1,5}$' then
          dia := (p_data->>'fecha')::date;
          desde := least(desde, dia);
          hasta := greatest(hasta, dia + (p_data->>'noches')::int);
        end if;
        if desde is null then
          return null;
        end if;
        return daterange(desde, greatest(desde, coalesce(hasta, desde)), '[]');
      exception when others then
        return null;
      end $$;`;
}

/**
 * The hotel at a past moment (`?aLas=`) folds only the streams whose stays ever touched the window
 * asked for. `event_store.estadia_del_evento(data)` is the span of nights an event names (room lines'
 * CheckIn/CheckOut, a reservation's general dates, a block's fecha + noches; null for the others),
 * and a GiST index on (hotel, span) finds those events without reading the hotel's history. The
 * span is inclusive at both ends and covers every line of the event: a superset the fold narrows.
 * plpgsql, so that the date casts (stable by PostgreSQL's rules, fixed for ISO text) are not
 * inlined into the index expression; a malformed date leaves the event out of the index, never
 * fails its insert.
 */
export class EstadiaDeEventosMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(funcionEstadiaDelEvento('event_store.estadia_del_evento'));
    this.addSql(
      `create index events_estadia on event_store.events using gist (hotel_id, event_store.estadia_del_evento(data))
         where event_store.estadia_del_evento(data) is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index event_store.events_estadia;');
    this.addSql('drop function event_store.estadia_del_evento(jsonb);');
  }
}
