-- PostgreSQL's own rate for every row a new reservation writes, as the API's create writes them
-- (tools/bench/pgbench.js runs it beside pgbench-reserva.sql, the issue's three-table
-- transaction): the lock on its room, the read-model row, the event, the occupancy range, and the
-- rows of the inline projections the architecture puts in the same transaction (calendar: the
-- reservation and its cell; reports: the reservation, one row per night, its guests). Same scratch
-- schema, same stays: room id % 800 of hotel id % 50 + 1, two nights 3 × (id / 800) days after
-- 2030-01-01; the room's lock key is unique per hotel and room, as a room id is in the product.
BEGIN;
SELECT nextval('reserva_id_seq')::int AS id \gset
\set hotel 1 + :id % 50
\set habitacion :id % 800
\set dia 3 * (:id / 800)
SELECT pg_advisory_xact_lock(28515, (:hotel)::int * 1000 + (:habitacion)::int);
INSERT INTO reserva (id, hotel_id, version, estado_id, check_in, check_out, cliente_id, cliente_nombre, nombre_grupo,
                     cantidad_pasajeros, moneda_id, total, comentario, creada_en, modificada_en, datos)
VALUES ((:id)::int, (:hotel)::int, 1, 1, date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2, 50, 'Cliente Bench', null,
        2, 'CLP', 135000, null, now(), now(),
        jsonb_build_object('Id', (:id)::int, 'HotelId', (:hotel)::int) || '{"Total": 135000, "Cargos": [], "Saldos": [{"Cargo": 135000, "Saldo": 135000, "Ingreso": 0, "MonedaId": "CLP"}], "CheckIn": "2030-01-01", "Version": 1, "CheckOut": "2030-01-03", "EstadoId": 1, "Ingresos": [], "MonedaId": "CLP", "ClienteId": 50, "Pasajeros": [], "Comentario": null, "FormaPagoId": 1, "NombreGrupo": null, "EstadoNombre": "Sin confirmar", "Habitaciones": [{"Id": 1, "Base": 113445, "Total": 135000, "CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "Impuesto": 21555, "HabitacionId": 537, "RegimenTotal": 0, "AlojamientoTotal": 135000, "CantidadPasajero": 2, "HabitacionNombre": "1", "IDDocumentoVenta": null, "TipoHabitacionId": 73, "IDServicioRegimen": null, "TipoHabitacionNombre": "Doble", "RegimenPrecioUnitario": null, "AlojamientoPrecioUnitario": 45000}], "ClienteNombre": "Cliente Bench", "TipoImpuestoId": 73, "ImpuestoIncluido": true, "CantidadPasajeros": 2, "ContactoClienteEmail": null, "ContactoClienteNombre": null}'::jsonb);
INSERT INTO event_store_events (stream_id, stream_version, type, hotel_id, data, metadata)
VALUES ('reserva-' || (:id)::int, 1, 'ReservaCreada', (:hotel)::int,
        jsonb_build_object('id', (:id)::int, 'hotelId', (:hotel)::int) || '{"general": {"CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "MonedaId": "CLP", "ClienteId": 50, "Comentario": null, "FormaPagoId": 1, "NombreGrupo": null, "ClienteNombre": "Cliente Bench", "TipoImpuestoId": 73, "ImpuestoIncluido": true, "CantidadPasajeros": 2, "ContactoClienteEmail": null, "ContactoClienteNombre": null}, "estadoId": 1, "condiciones": {"centavos": false, "regimenPorPersona": true, "porcentajeImpuesto": 19, "habitacionPorPersona": false}, "habitaciones": [{"Id": 1, "Base": 113445, "Total": 135000, "CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "Impuesto": 21555, "HabitacionId": 537, "RegimenTotal": 0, "AlojamientoTotal": 135000, "CantidadPasajero": 2, "HabitacionNombre": "1", "IDDocumentoVenta": null, "TipoHabitacionId": 73, "IDServicioRegimen": null, "TipoHabitacionNombre": "Doble", "RegimenPrecioUnitario": null, "AlojamientoPrecioUnitario": 45000}]}'::jsonb,
        jsonb_build_object('hotelId', (:hotel)::int, 'userId', 133, 'now', now(), 'correlationId', gen_random_uuid()));
INSERT INTO ocupacion (hotel_id, habitacion_id, estadia, origen, origen_id, linea_id)
VALUES ((:hotel)::int, (:habitacion)::int, daterange(date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2), 'reserva', (:id)::int, 1);
INSERT INTO calendario_reserva (reserva_id, hotel_id, estado_id, cliente, nombre_grupo, pasajeros_totales, importante, check_in, check_out)
VALUES ((:id)::int, (:hotel)::int, 1, 'Cliente Bench', null, 2, false, date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2);
INSERT INTO calendario_celda (reserva_id, linea_id, hotel_id, habitacion_id, tipo_habitacion_id, pasajeros, estadia)
VALUES ((:id)::int, 1, (:hotel)::int, (:habitacion)::int, 73, 2, daterange(date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2));
INSERT INTO informe_reserva (reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos)
VALUES ((:id)::int, (:hotel)::int, 1, true, 50, date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2,
        jsonb_build_object('id', (:id)::int, 'hotelId', (:hotel)::int) || '{"cargos": [], "general": {"CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "MonedaId": "CLP", "ClienteId": 50, "Comentario": null, "NombreGrupo": null, "ClienteNombre": "Cliente Bench", "CantidadPasajeros": 2}, "estadoId": 1, "ingresos": [], "eliminada": false, "pasajeros": [], "habitaciones": [{"Id": 1, "Total": 135000, "CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "HabitacionId": 537, "CantidadPasajero": 2, "TipoHabitacionId": 73}]}'::jsonb)
ON CONFLICT (reserva_id) DO UPDATE SET estado_id = excluded.estado_id, vigente = excluded.vigente, cliente_id = excluded.cliente_id,
  check_in = excluded.check_in, check_out = excluded.check_out, datos = excluded.datos;
INSERT INTO informe_noche (hotel_id, reserva_id, linea_id, fecha, habitacion_id, tipo_habitacion_id, moneda_id, importe, pasajeros)
VALUES ((:hotel)::int, (:id)::int, 1, date '2030-01-01' + (:dia)::int, (:habitacion)::int, 73, 'CLP', 67500, 2),
       ((:hotel)::int, (:id)::int, 1, date '2030-01-01' + (:dia)::int + 1, (:habitacion)::int, 73, 'CLP', 67500, 2);
INSERT INTO informe_huesped (hotel_id, reserva_id, linea_id, cliente_id, huespedes, check_in, check_out)
VALUES ((:hotel)::int, (:id)::int, 1, 50, 2, date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2);
END;
