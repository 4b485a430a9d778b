import http from 'node:http';
import net from 'node:net';

/** Where the balancer sent one request or WebSocket upgrade (index into its destinations). */
export interface Envio {
  tipo: 'http' | 'websocket';
  metodo: string;
  ruta: string;
  destino: number;
}

/**
 * A loopback round-robin load balancer in front of several API processes, as nginx would be:
 * every request and every WebSocket upgrade goes to the next process in turn, with no stickiness,
 * and `X-Forwarded-For` is set (not appended) to the address the client connected from. Answers
 * carry `x-balanceador-destino`, and `envios` keeps where each request went.
 */
export class Balanceador {
  readonly envios: Envio[] = [];
  private turno = 0;
  private servidor?: http.Server;
  private readonly tuneles = new Set<net.Socket>();
  private readonly agente = new http.Agent({ keepAlive: true });

  constructor(private readonly destinos: string[]) {}

  get url(): string {
    const { port } = this.servidor?.address() as net.AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async iniciar(): Promise<void> {
    const servidor = http.createServer((pedido, respuesta) => this.reenviar(pedido, respuesta));
    servidor.on('upgrade', (pedido: http.IncomingMessage, cliente: net.Socket, inicio: Buffer) => this.tunel(pedido, cliente, inicio));
    this.servidor = servidor;
    await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  }

  async detener(): Promise<void> {
    for (const socket of this.tuneles) socket.destroy();
    this.agente.destroy();
    const servidor = this.servidor;
    if (!servidor) return;
    servidor.closeAllConnections();
    await new Promise<void>((resolve) => servidor.close(() => resolve()));
  }

  private elegir(tipo: Envio['tipo'], pedido: http.IncomingMessage): { destino: number; url: URL } {
    const destino = this.turno++ % this.destinos.length;
    this.envios.push({ tipo, metodo: pedido.method ?? 'GET', ruta: pedido.url ?? '/', destino });
    return { destino, url: new URL(this.destinos[destino]) };
  }

  /** The client's headers with X-Forwarded-For replaced by the address it connected from. */
  private cabeceras(pedido: http.IncomingMessage): http.OutgoingHttpHeaders {
    return { ...pedido.headers, 'x-forwarded-for': pedido.socket.remoteAddress };
  }

  private reenviar(pedido: http.IncomingMessage, respuesta: http.ServerResponse): void {
    const { destino, url } = this.elegir('http', pedido);
    const { connection: _hopByHop, ...cabeceras } = this.cabeceras(pedido);
    const salida = http.request({ host: url.hostname, port: url.port, method: pedido.method, path: pedido.url, headers: cabeceras, agent: this.agente }, (deLaApi) => {
      respuesta.writeHead(deLaApi.statusCode ?? 502, { ...deLaApi.headers, 'x-balanceador-destino': String(destino) });
      deLaApi.pipe(respuesta);
    });
    salida.on('error', () => {
      if (!respuesta.headersSent) respuesta.writeHead(502, { 'x-balanceador-destino': String(destino) });
      respuesta.end();
    });
    pedido.pipe(salida);
  }

  /** A WebSocket upgrade: the request is written again to the chosen process, then bytes are piped both ways. */
  private tunel(pedido: http.IncomingMessage, cliente: net.Socket, inicio: Buffer): void {
    const { url } = this.elegir('websocket', pedido);
    const api = net.connect(Number(url.port), url.hostname);
    for (const socket of [cliente, api]) {
      this.tuneles.add(socket);
      socket.on('error', () => cerrar());
      socket.on('close', () => cerrar());
    }
    const cerrar = () => {
      for (const socket of [cliente, api]) {
        this.tuneles.delete(socket);
        socket.destroy();
      }
    };
    api.once('connect', () => {
      const lineas = [`${pedido.method} ${pedido.url} HTTP/1.1`];
      for (const [nombre, valor] of Object.entries(this.cabeceras(pedido))) {
        for (const v of [valor ?? []].flat()) lineas.push(`${nombre}: ${v}`);
      }
      api.write(`${lineas.join('\r\n')}\r\n\r\n`);
      if (inicio.length) api.write(inicio);
      api.pipe(cliente);
      cliente.pipe(api);
    });
  }
}
