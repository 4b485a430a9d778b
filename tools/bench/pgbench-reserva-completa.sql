-- What a new reservation writes beyond the reference transaction (pgbench-reserva.sql), as the API's
-- create writes it: the lock on its room, and the rows of the inline projections the architecture
-- puts in the same transaction (calendar: the reservation and its cell; reports: the reservation,
-- one row per night, its guests). tools/bench/pgbench.js runs pgbench-reserva.sql with these
-- statements before its END: every row a create writes, nine in eight tables. Variables :id,
-- :hotel, :habitacion and :dia come from pgbench-reserva.sql (the lock follows its inserts: pgbench
-- knows the id only from the first one; the room's lock key is unique per hotel and room, as a room
-- id is in the product).
SELECT pg_advisory_xact_lock(28515, (:hotel)::int * 1000 + (:habitacion)::int);
INSERT INTO calendario_reserva (reserva_id, hotel_id, estado_id, cliente, nombre_grupo, pasajeros_totales, importante, check_in, check_out)
VALUES ((:id)::int, (:hotel)::int, 1, 'Cliente Bench', null, 2, false, date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2);
INSERT INTO calendario_celda (reserva_id, linea_id, hotel_id, habitacion_id, tipo_habitacion_id, pasajeros, estadia)
VALUES ((:id)::int, 1, (:hotel)::int, (:habitacion)::int, 73, 2, daterange(date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2));
INSERT INTO informe_reserva (reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos)
VALUES ((:id)::int, (:hotel)::int, 1, true, 50, date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2,
        jsonb_build_object('id', (:id)::int, 'hotelId', (:hotel)::int) || '{"cargos": [], "general": {"CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "MonedaId": "CLP", "ClienteId": 50, "Comentario": null, "NombreGrupo": null, "ClienteNombre": "Cliente Bench", "CantidadPasajeros": 2}, "estadoId": 1, "ingresos": [], "eliminada": false, "pasajeros": [], "habitaciones": [{"Id": 1, "Total": 135000, "CheckIn": "2030-01-01", "CheckOut": "2030-01-03", "HabitacionId": 537, "CantidadPasajero": 2, "TipoHabitacionId": 73}]}'::jsonb);
INSERT INTO informe_noche (hotel_id, reserva_id, linea_id, fecha, habitacion_id, tipo_habitacion_id, moneda_id, importe, pasajeros)
VALUES ((:hotel)::int, (:id)::int, 1, date '2030-01-01' + (:dia)::int, (:habitacion)::int, 73, 'CLP', 67500, 2),
       ((:hotel)::int, (:id)::int, 1, date '2030-01-01' + (:dia)::int + 1, (:habitacion)::int, 73, 'CLP', 67500, 2);
INSERT INTO informe_huesped (hotel_id, reserva_id, linea_id, cliente_id, huespedes, check_in, check_out)
VALUES ((:hotel)::int, (:id)::int, 1, 50, 2, date '2030-01-01' + (:dia)::int, date '2030-01-01' + (:dia)::int + 2);
