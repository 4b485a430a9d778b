import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { puertoLibre } from './proceso-api';

/** PostgreSQL's server binaries (initdb, pg_ctl, pg_basebackup), newest version first; null without them. */
export function binariosPostgres(): string | null {
  const raiz = '/usr/lib/postgresql';
  if (!existsSync(raiz)) return null;
  const versiones = readdirSync(raiz).sort((a, b) => Number(b) - Number(a));
  for (const v of versiones) {
    const bin = path.join(raiz, v, 'bin');
    if (['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => existsSync(path.join(bin, b)))) return bin;
  }
  return null;
}

export interface ClusteresReplicados {
  /** `postgresql://postgres@127.0.0.1:<port>/<base>` of the primary. */
  primaria: string;
  /** The same database on the hot standby. */
  espera: string;
  detener(): Promise<void>;
}

/**
 * A small primary cluster and a hot standby streaming from it, in a temporary folder on free
 * ports, never the system cluster: initdb, then `pg_basebackup -R` into a second folder. Run as
 * the `postgres` user when this process is root (the servers refuse root). `base` is created on
 * the primary (and so on the standby).
 */
export async function iniciarClusteresReplicados(base: string): Promise<ClusteresReplicados> {
  const bin = binariosPostgres();
  if (!bin) throw new Error('Faltan los binarios de PostgreSQL (/usr/lib/postgresql/<versión>/bin)');
  const comoRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replicas-'));
  if (comoRoot) {
    chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const ejecutar = (programa: string, args: string[]) => {
    const [cmd, todos] = comoRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, programa), ...args]] : [path.join(bin, programa), args];
    // The server pg_ctl starts keeps whatever pipes it inherits open: pg_ctl writes to nothing.
    const stdio = programa === 'pg_ctl' ? 'ignore' : (['ignore', 'pipe', 'pipe'] as const);
    return execFileSync(cmd, todos, { stdio: stdio as never, timeout: 60_000 })?.toString() ?? '';
  };
  const primaria = path.join(dir, 'primaria');
  const espera = path.join(dir, 'espera');
  const [puertoPrimaria, puertoEspera] = [await puertoLibre(), await puertoLibre()];
  const iniciados: string[] = [];
  const detener = async () => {
    for (const d of iniciados.reverse()) {
      try {
        ejecutar('pg_ctl', ['-D', d, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    ejecutar('initdb', ['-D', primaria, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // initdb's pg_hba.conf already trusts replication from 127.0.0.1 with --auth=trust.
    const conf = [
      `port = ${puertoPrimaria}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'shared_buffers = 32MB',
      'max_connections = 60',
    ];
    const escribirConf = (d: string, lineas: string[]) => {
      if (comoRoot) execFileSync('runuser', ['-u', 'postgres', '--', 'sh', '-c', `cat >> '${path.join(d, 'postgresql.conf')}'`], { input: `${lineas.join('\n')}\n` });
      else appendFileSync(path.join(d, 'postgresql.conf'), `${lineas.join('\n')}\n`);
    };
    escribirConf(primaria, conf);
    ejecutar('pg_ctl', ['-D', primaria, '-l', path.join(dir, 'primaria.log'), '-w', 'start']);
    iniciados.push(primaria);
    ejecutar('psql', ['-h', '127.0.0.1', '-p', String(puertoPrimaria), '-U', 'postgres', '-d', 'postgres', '-qc', `create database "${base}"`]);
    ejecutar('pg_basebackup', ['-h', '127.0.0.1', '-p', String(puertoPrimaria), '-U', 'postgres', '-D', espera, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    escribirConf(espera, [`port = ${puertoEspera}`]);
    ejecutar('pg_ctl', ['-D', espera, '-l', path.join(dir, 'espera.log'), '-w', 'start']);
    iniciados.push(espera);
  } catch (error) {
    await detener();
    throw error;
  }
  const url = (puerto: number) => `postgresql://postgres@127.0.0.1:${puerto}/${base}`;
  return { primaria: url(puertoPrimaria), espera: url(puertoEspera), detener };
}
