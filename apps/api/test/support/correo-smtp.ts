import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the in-process SMTP server took: its envelope's recipients, its subject and its text, decoded. */
export interface CorreoRecibido {
  para: string[];
  asunto: string;
  texto: string;
}

/** Quoted-printable to text (soft line breaks joined, the escaped bytes read as UTF-8). */
function desdeQuotedPrintable(texto: string): string {
  const sinSaltos = texto.replace(/=\r?\n/g, '');
  return Buffer.from(sinSaltos.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

/** A header's value, its RFC 2047 encoded words decoded. */
function encabezado(encabezados: string, nombre: string): string {
  const linea = encabezados.match(new RegExp(`^${nombre}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi'))?.[1] ?? '';
  return linea
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, tipo: string, dato: string) =>
      tipo.toUpperCase() === 'B' ? Buffer.from(dato, 'base64').toString('utf8') : desdeQuotedPrintable(dato.replace(/_/g, ' ')),
    );
}

/** A single-part text mail as nodemailer writes it. */
export function leerCorreo(para: string[], crudo: string): CorreoRecibido {
  const corte = crudo.search(/\r?\n\r?\n/);
  const encabezados = crudo.slice(0, corte);
  const cuerpo = crudo.slice(corte).replace(/^\r?\n\r?\n/, '');
  const codificacion = encabezado(encabezados, 'Content-Transfer-Encoding').toLowerCase();
  const texto = codificacion === 'quoted-printable' ? desdeQuotedPrintable(cuerpo) : codificacion === 'base64' ? Buffer.from(cuerpo, 'base64').toString('utf8') : cuerpo;
  return { para, asunto: encabezado(encabezados, 'Subject'), texto: texto.replace(/\r\n/g, '\n') };
}

/**
 * An SMTP server in this process that keeps every mail, for an API started with
 * `SMTP_URL: servidor.url`. `esperar(para)` waits (up to 10 s) for the next mail to that address
 * not yet taken by an earlier `esperar`.
 */
export async function servidorSmtp(): Promise<{
  url: string;
  correos: CorreoRecibido[];
  a(para: string): CorreoRecibido[];
  esperar(para: string, filtro?: (c: CorreoRecibido) => boolean): Promise<CorreoRecibido>;
  cerrar(): Promise<void>;
}> {
  const correos: CorreoRecibido[] = [];
  const tomados = new Set<CorreoRecibido>();
  const smtp = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ['AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (p: Buffer) => partes.push(p));
      stream.on('end', () => {
        correos.push(leerCorreo(session.envelope.rcptTo.map((r) => r.address.toLowerCase()), Buffer.concat(partes).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const a = (para: string) => correos.filter((c) => c.para.includes(para.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    correos,
    a,
    async esperar(para, filtro = () => true) {
      const fin = Date.now() + 10_000;
      for (;;) {
        const correo = a(para).find((c) => !tomados.has(c) && filtro(c));
        if (correo) {
          tomados.add(correo);
          return correo;
        }
        if (Date.now() > fin) throw new Error(`Ningún correo llegó a ${para} (${correos.length} en total)`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    cerrar: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
