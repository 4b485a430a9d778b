import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIPv4, isIPv6, type LookupFunction } from 'node:net';

/**
 * What an address is to a feed download: reachable on the internet (`publica`), this machine or
 * the hotel's own network (`red-local`: loopback, RFC 1918, IPv6 ULA, carrier-grade NAT), or
 * never to be fetched (`prohibida`: link-local and cloud metadata, unspecified, multicast,
 * reserved and documentation ranges, anything unparseable).
 */
export type ClaseDeDireccion = 'publica' | 'red-local' | 'prohibida';

/** Which addresses a download may connect to. */
export type DireccionPermitida = (ip: string) => boolean;

/** A host refused by the address rules (the download turns it into its Spanish message). */
export class DireccionProhibidaError extends Error {
  readonly code = 'EDIRECCIONPROHIBIDA';
  constructor(readonly host: string) {
    super(`Dirección no permitida: ${host}`);
    this.name = 'DireccionProhibidaError';
  }
}

type Rango = readonly [base: number, prefijo: number];

const IPV4_RED_LOCAL: readonly Rango[] = [
  [ipv4('127.0.0.0'), 8],
  [ipv4('10.0.0.0'), 8],
  [ipv4('172.16.0.0'), 12],
  [ipv4('192.168.0.0'), 16],
  [ipv4('100.64.0.0'), 10],
];

const IPV4_PROHIBIDAS: readonly Rango[] = [
  [ipv4('0.0.0.0'), 8],
  [ipv4('169.254.0.0'), 16],
  [ipv4('192.0.0.0'), 24],
  [ipv4('192.0.2.0'), 24],
  [ipv4('192.88.99.0'), 24],
  [ipv4('198.18.0.0'), 15],
  [ipv4('198.51.100.0'), 24],
  [ipv4('203.0.113.0'), 24],
  [ipv4('224.0.0.0'), 4],
  [ipv4('240.0.0.0'), 4],
];

export function clasificarDireccion(ip: string): ClaseDeDireccion {
  if (isIPv4(ip)) return clasificarIPv4(ipv4(ip));
  const numero = ipv6(ip);
  return numero === null ? 'prohibida' : clasificarIPv6(numero);
}

/** The rule of a download: public addresses, and the local network only when the caller asks for it. */
export function permitidaPara(permitirRedLocal: boolean): DireccionPermitida {
  return (ip) => {
    const clase = clasificarDireccion(ip);
    return clase === 'publica' || (permitirRedLocal && clase === 'red-local');
  };
}

/**
 * Whether a URL's hostname may be requested before any DNS: IP literals are judged here because
 * Node connects to them without calling `lookup`; `localhost` names are loopback whatever a
 * resolver says (RFC 6761). Other names are judged by `crearLookupSeguro` once resolved.
 */
export function hostPermitido(hostname: string, permitida: DireccionPermitida): boolean {
  const host = sinCorchetes(hostname).replace(/\.$/, '').toLowerCase();
  if (isIPv4(host) || isIPv6(host)) return permitida(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return permitida('127.0.0.1') && permitida('::1');
  return host !== '';
}

export function sinCorchetes(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/** Every address a name resolves to (what `dns.lookup` with `all` answers). */
export type Resolver = (hostname: string, opciones: LookupOptions) => Promise<LookupAddress[]>;

const resolverDelSistema: Resolver = (hostname, opciones) =>
  new Promise((resolver, rechazar) =>
    dnsLookup(hostname, { ...opciones, all: true }, (error, direcciones) => (error ? rechazar(error) : resolver(direcciones))),
  );

/**
 * The `lookup` handed to http(s).request: it resolves the name and refuses it when any candidate
 * is not permitted, so the address checked is the address connected to (no DNS rebinding between
 * a check and the connection), and a name with one public and one private address cannot win by
 * the order the connection tries them in.
 */
export function crearLookupSeguro(permitida: DireccionPermitida, resolver: Resolver = resolverDelSistema): LookupFunction {
  return (hostname, opciones, callback) => {
    resolver(hostname, { family: opciones.family, hints: opciones.hints }).then(
      (direcciones) => {
        if (direcciones.length === 0) return callback(sinDirecciones(hostname), '');
        if (direcciones.some((d) => !permitida(d.address))) return callback(new DireccionProhibidaError(hostname), '');
        if (opciones.all) return callback(null, direcciones);
        callback(null, direcciones[0].address, direcciones[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

function sinDirecciones(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
}

function clasificarIPv4(numero: number): ClaseDeDireccion {
  if (IPV4_PROHIBIDAS.some((r) => dentroIPv4(numero, r))) return 'prohibida';
  if (IPV4_RED_LOCAL.some((r) => dentroIPv4(numero, r))) return 'red-local';
  return 'publica';
}

function clasificarIPv6(n: bigint): ClaseDeDireccion {
  if (n === 0n) return 'prohibida';
  if (n === 1n) return 'red-local';
  // Forms that carry an IPv4 address reach it: judge the IPv4 one (::ffff:127.0.0.1 is loopback).
  if (dentroIPv6(n, 0xffff_0000_0000n, 96)) return clasificarIPv4(Number(n & 0xffff_ffffn));
  if (dentroIPv6(n, 0x0064_ff9bn << 96n, 96)) return clasificarIPv4(Number(n & 0xffff_ffffn));
  if (dentroIPv6(n, 0x2002n << 112n, 16)) return clasificarIPv4(Number((n >> 80n) & 0xffff_ffffn));
  if (dentroIPv6(n, 0xfc00n << 112n, 7)) return 'red-local';
  // Only global unicast (2000::/3) is public; outside it is link-local, multicast, reserved.
  if (!dentroIPv6(n, 0x2000n << 112n, 3)) return 'prohibida';
  // IETF protocol assignments (Teredo hides an IPv4 address there) and documentation ranges.
  if (dentroIPv6(n, 0x2001n << 112n, 23)) return 'prohibida';
  if (dentroIPv6(n, 0x2001_0db8n << 96n, 32)) return 'prohibida';
  if (dentroIPv6(n, 0x3fffn << 112n, 20)) return 'prohibida';
  return 'publica';
}

function dentroIPv4(numero: number, [base, prefijo]: Rango): boolean {
  const mascara = prefijo === 0 ? 0 : (0xffff_ffff << (32 - prefijo)) >>> 0;
  return ((numero & mascara) >>> 0) === base;
}

function dentroIPv6(n: bigint, base: bigint, prefijo: number): boolean {
  const corrimiento = BigInt(128 - prefijo);
  return n >> corrimiento === base >> corrimiento;
}

function ipv4(texto: string): number {
  return texto.split('.').reduce((total, octeto) => total * 256 + Number(octeto), 0);
}

/** The 128-bit value of an IPv6 address (zone and embedded dotted IPv4 allowed), or null. */
function ipv6(texto: string): bigint | null {
  let direccion = texto.split('%')[0];
  if (!isIPv6(direccion)) return null;
  const dosPuntos = direccion.lastIndexOf(':');
  const cola = direccion.slice(dosPuntos + 1);
  if (isIPv4(cola)) {
    const valor = ipv4(cola);
    direccion = `${direccion.slice(0, dosPuntos + 1)}${(valor >>> 16).toString(16)}:${(valor & 0xffff).toString(16)}`;
  }
  const [cabeza, resto] = direccion.split('::');
  const antes = cabeza ? cabeza.split(':') : [];
  const despues = resto ? resto.split(':') : [];
  const ceros = resto === undefined ? [] : Array<string>(8 - antes.length - despues.length).fill('0');
  return [...antes, ...ceros, ...despues].reduce((total, grupo) => (total << 16n) | BigInt(parseInt(grupo, 16)), 0n);
}
