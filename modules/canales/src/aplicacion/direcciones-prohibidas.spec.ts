import type { LookupAddress, LookupOptions } from 'node:dns';
import {
  clasificarDireccion,
  crearLookupSeguro,
  DireccionProhibidaError,
  hostPermitido,
  permitidaPara,
  type Resolver,
} from './direcciones-prohibidas';

describe('clasificarDireccion', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '192.167.255.255',
    '11.0.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('%s is public', (ip) => {
    expect(clasificarDireccion(ip)).toBe('publica');
  });

  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.168.255.255',
    '100.64.0.1',
    '100.127.255.255',
    '::1',
    '0:0:0:0:0:0:0:1',
    'fc00::1',
    'fd12:3456:789a::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:10.0.0.1',
    '::ffff:192.168.1.1',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
  ])('%s is the local network', (ip) => {
    expect(clasificarDireccion(ip)).toBe('red-local');
  });

  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '169.254.169.254',
    '169.254.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '0:0:0:0:0:0:0:0',
    '::ffff:169.254.169.254',
    '::ffff:0.0.0.0',
    '::127.0.0.1',
    '::ffff:0:7f00:1',
    'fe80::1',
    'fe80::1%eth0',
    'febf:ffff::1',
    'fec0::1',
    'ff02::1',
    'ff05::1:3',
    '100::1',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '3fff::1',
    '64:ff9b::169.254.169.254',
    '64:ff9b:1::1',
    '2002:a9fe:a9fe::1',
    'fe80::a9fe:a9fe',
  ])('%s is forbidden', (ip) => {
    expect(clasificarDireccion(ip)).toBe('prohibida');
  });

  it.each(['', 'localhost', '1.2.3', '256.0.0.1', '127.1', '::ffff::1', 'example.com', '[::1]', '1.2.3.4.5'])(
    '%j is no address, so forbidden',
    (texto) => {
      expect(clasificarDireccion(texto)).toBe('prohibida');
    },
  );
});

describe('permitidaPara', () => {
  it('allows only public addresses by default', () => {
    const permitida = permitidaPara(false);
    expect(permitida('8.8.8.8')).toBe(true);
    expect(permitida('2606:4700:4700::1111')).toBe(true);
    expect(permitida('127.0.0.1')).toBe(false);
    expect(permitida('192.168.1.10')).toBe(false);
    expect(permitida('::1')).toBe(false);
    expect(permitida('fd00::1')).toBe(false);
  });

  it('with the local network allowed still refuses link-local, metadata and unspecified', () => {
    const permitida = permitidaPara(true);
    expect(permitida('127.0.0.1')).toBe(true);
    expect(permitida('::ffff:127.0.0.1')).toBe(true);
    expect(permitida('10.1.2.3')).toBe(true);
    expect(permitida('fd00::1')).toBe(true);
    expect(permitida('8.8.8.8')).toBe(true);
    expect(permitida('169.254.169.254')).toBe(false);
    expect(permitida('fe80::1')).toBe(false);
    expect(permitida('0.0.0.0')).toBe(false);
    expect(permitida('::')).toBe(false);
    expect(permitida('224.0.0.1')).toBe(false);
  });
});

describe('hostPermitido', () => {
  const publicas = permitidaPara(false);

  it.each(['127.0.0.1', '[::1]', '[::ffff:7f00:1]', '169.254.169.254', '10.0.0.1', '[fe80::1]', '0.0.0.0', 'localhost', 'LOCALHOST.', 'calendario.localhost', ''])(
    'refuses %j before any DNS',
    (host) => {
      expect(hostPermitido(host, publicas)).toBe(false);
    },
  );

  it.each(['8.8.8.8', '[2606:4700:4700::1111]', 'calendar.google.com', 'admin.booking.com'])('lets %j through (names are judged once resolved)', (host) => {
    expect(hostPermitido(host, publicas)).toBe(true);
  });

  it('lets localhost through when the local network is allowed', () => {
    expect(hostPermitido('localhost', permitidaPara(true))).toBe(true);
    expect(hostPermitido('127.0.0.1', permitidaPara(true))).toBe(true);
  });
});

describe('crearLookupSeguro', () => {
  type Respuesta = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number };

  function consultar(resolver: Resolver, opciones: LookupOptions, permitirRedLocal = false): Promise<Respuesta> {
    const lookup = crearLookupSeguro(permitidaPara(permitirRedLocal), resolver);
    return new Promise((resolve) => lookup('calendario.example', opciones, (error, address, family) => resolve({ error, address, family })));
  }

  const resuelveA =
    (...direcciones: string[]): Resolver =>
    async () =>
      direcciones.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('answers every address when Node asks for all of them (happy eyeballs)', async () => {
    const { error, address } = await consultar(resuelveA('93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'), { all: true });
    expect(error).toBeNull();
    expect(address).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ]);
  });

  it('answers the first address and its family otherwise', async () => {
    expect(await consultar(resuelveA('93.184.216.34'), {})).toEqual({ error: null, address: '93.184.216.34', family: 4 });
  });

  it('refuses a name that resolves to a private address', async () => {
    const { error } = await consultar(resuelveA('10.0.0.7'), { all: true });
    expect(error).toBeInstanceOf(DireccionProhibidaError);
  });

  it('refuses a name when any candidate is forbidden, whichever comes first', async () => {
    expect((await consultar(resuelveA('93.184.216.34', '127.0.0.1'), { all: true })).error).toBeInstanceOf(DireccionProhibidaError);
    expect((await consultar(resuelveA('169.254.169.254', '93.184.216.34'), {})).error).toBeInstanceOf(DireccionProhibidaError);
  });

  it('refuses the metadata address even with the local network allowed', async () => {
    expect((await consultar(resuelveA('169.254.169.254'), { all: true }, true)).error).toBeInstanceOf(DireccionProhibidaError);
    expect((await consultar(resuelveA('127.0.0.1'), { all: true }, true)).error).toBeNull();
  });

  it('passes a resolver failure on, and treats no answer as not found', async () => {
    const noEncontrado = Object.assign(new Error('getaddrinfo ENOTFOUND calendario.example'), { code: 'ENOTFOUND' });
    expect((await consultar(() => Promise.reject(noEncontrado), { all: true })).error).toBe(noEncontrado);
    expect((await consultar(resuelveA(), { all: true })).error?.code).toBe('ENOTFOUND');
  });
});
