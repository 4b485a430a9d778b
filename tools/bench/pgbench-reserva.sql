-- PostgreSQL's own rate for a new reservation's work, the limit the API's create is measured
-- against (tools/bench/pgbench.js runs it): one transaction with the read-model row (jsonb, the
-- id from its sequence), the ReservaCreada event, and the occupancy range under the GiST
-- exclusion constraint. Runs in a scratch schema holding copies of the real tables
-- (search_path), with bound, prepared statements (pgbench -M prepared). Every stay is free: room
-- id % 800 of hotel id % 50 + 1, two nights starting 3 × (id / 800) days after 2030-01-01.
BEGIN;
WITH n AS (SELECT nextval('reserva_id_seq')::int AS id)
INSERT INTO reserva (id, hotel_id, version, estado_id, check_in, check_out, cliente_id, cliente_nombre, nombre_grupo,
                     cantidad_pasajeros, moneda_id, total, comentario, creada_en, modificada_en, datos)
SELECT id, 1 + id % 50, 1, 1, date '2030-01-01' + 3 * (id / 800), date '2030-01-01' + 3 * (id / 800) + 2, 50, 'Cliente Bench', null,
       2, 'CLP', 135000, null, now(), now(),
       jsonb_build_object('Id', id, 'HotelId', 1 + id % 50) || '{"Total": 135000, "Cargos": [], "Saldos": [{"Cargo": 135000, "Saldo": 135000, "Ingreso": 0, "MonedaId": "CLP"}], "CheckIn": "2030-01-01", "Version": 1, "CheckOut": "2030-01-03", "EstadoId": 1, "Ingresos": [], "MonedaId": "CLP", "ClienteId": 50, "Pasajeros": [], "Comentario": null, "FormaPagoId": 1, "NombreGrupo": null, "EstadoNombre": "Sin confirmar", "Habitaciones": [{"Id": 1, "Base": 113445, "Total": 135000, "CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "Impuesto": 21555, "HabitacionId": 537, "RegimenTotal": 0, "AlojamientoTotal": 135000, "CantidadPasajero": 2, "HabitacionNombre": "1", "IDDocumentoVenta": null, "TipoHabitacionId": 73, "IDServicioRegimen": null, "TipoHabitacionNombre": "Doble", "RegimenPrecioUnitario": null, "AlojamientoPrecioUnitario": 45000}], "ClienteNombre": "Cliente Bench", "TipoImpuestoId": 73, "ImpuestoIncluido": true, "CantidadPasajeros": 2, "ContactoClienteEmail": null, "ContactoClienteNombre": null}'::jsonb
  FROM n
RETURNING id \gset
\set hotel 1 + :id % 50
\set habitacion :id % 800
\set dia 3 * (:id / 800)
INSERT INTO event_store_events (stream_id, stream_version, type, hotel_id, data, metadata)
VALUES ('reserva-' || (:id)::int, 1, 'ReservaCreada', (:hotel)::int,
        jsonb_build_object('id', (:id)::int, 'hotelId', (:hotel)::int) || '{"general": {"CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "MonedaId": "CLP", "ClienteId": 50, "Comentario": null, "FormaPagoId": 1, "NombreGrupo": null, "ClienteNombre": "Cliente Bench", "TipoImpuestoId": 73, "ImpuestoIncluido": true, "CantidadPasajeros": 2, "ContactoClienteEmail": null, "ContactoClienteNombre": null}, "estadoId": 1, "condiciones": {"centavos": false, "regimenPorPersona": true, "porcentajeImpuesto": 19, "habitacionPorPersona": false}, "habitaciones": [{"Id": 1, "Base": 113445, "Total": 135000, "CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "Impuesto": 21555, "HabitacionId": 537, "RegimenTotal": 0, "AlojamientoTotal": 135000, "CantidadPasajero": 2, "HabitacionNombre": "1", "IDDocumentoVenta": null, "TipoHabitacionId": 73, "IDServicioRegimen": null, "TipoHabitacionNombre": "Doble", "RegimenPrecioUnitario": null, "AlojamientoPrecioUnitario": 45000}]}'::jsonb,
        jsonb_build_object('hotelId', (:hotel)::int, 'userId', 133, 'now', now(), 'correlationId', gen_random_uuid()));
INSERT INTO ocupacion (hotel_id, habitacion_id, estadia, origen, origen_id, linea_id)
VALUES ((:hotel)::int, (:habitacion)::int, daterange(date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2), 'reserva', (:id)::int, 1);
END;
