import { configuracionDePrueba, usuarioDePrueba } from '../test/sesion-de-prueba';
import { hoyDelHotel } from './hoy-del-hotel';
import { session } from './session-store';

const config = (ZonaHoraria: string | null) => configuracionDePrueba({ ZonaHoraria });
const usuario = usuarioDePrueba;

// 02:30 UTC on 01-03-2027: still 28-02 in Santiago (UTC-3), already 01-03 in Madrid and Tokyo.
const instante = new Date('2027-03-01T02:30:00Z');
const local = `${instante.getFullYear()}-${String(instante.getMonth() + 1).padStart(2, '0')}-${String(instante.getDate()).padStart(2, '0')}`;

describe('the hotel’s today', () => {
  afterEach(() => session.expirar());

  it('is the day in the hotel’s time zone, whatever this computer’s is', () => {
    session.establecer({ hotel_id: 7, user_id: 4, config: config('America/Santiago'), usuario });
    expect(hoyDelHotel(instante)).toBe('2027-02-28');
    session.actualizarConfig(config('Asia/Tokyo'));
    expect(hoyDelHotel(instante)).toBe('2027-03-01');
  });

  it('is this computer’s day while the hotel has no zone, or one this browser does not know', () => {
    session.establecer({ hotel_id: 7, user_id: 4, config: config(null), usuario });
    expect(hoyDelHotel(instante)).toBe(local);
    session.actualizarConfig(config('Marte/Olympus'));
    expect(hoyDelHotel(instante)).toBe(local);
  });
});
