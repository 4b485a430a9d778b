import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export const INTENTOS_MAXIMOS = 5;
export const VENTANA_INTENTOS_MS = 15 * 60_000;

export interface UsuarioBloqueadoFila {
  LowerMail: string;
  FechaBloqueo: string;
  Intentos: number;
}

/** Five failed logins within 15 minutes lock the account until an operator unlocks it. */
@Injectable()
export class BloqueosService {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return this.em.getConnection();
  }

  async estaBloqueado(emailLower: string): Promise<boolean> {
    const filas = await this.db.execute('select 1 from usuario_bloqueado where lower_mail = ?', [emailLower]);
    return filas.length > 0;
  }

  /** Records a failure; answers true when this failure locked the account. */
  async registrarFallo(emailLower: string, ip: string | undefined, ahora: Date): Promise<boolean> {
    await this.db.execute('insert into intento_login (email_lower, ip, ocurrido_en) values (?, ?, ?)', [emailLower, ip ?? null, ahora], 'run');
    const [{ intentos }] = await this.db.execute<{ intentos: string }[]>(
      'select count(*) as intentos from intento_login where email_lower = ? and ocurrido_en > ?',
      [emailLower, new Date(ahora.getTime() - VENTANA_INTENTOS_MS)],
    );
    if (Number(intentos) < INTENTOS_MAXIMOS) return false;
    await this.db.execute(
      `insert into usuario_bloqueado (lower_mail, bloqueado_en, intentos) values (?, ?, ?)
       on conflict (lower_mail) do update set intentos = excluded.intentos`,
      [emailLower, ahora, Number(intentos)],
      'run',
    );
    return true;
  }

  async limpiarFallos(emailLower: string): Promise<void> {
    await this.db.execute('delete from intento_login where email_lower = ?', [emailLower], 'run');
  }

  async desbloquear(emailLower: string): Promise<boolean> {
    const borrados = await this.db.execute('delete from usuario_bloqueado where lower_mail = ? returning lower_mail', [emailLower]);
    await this.limpiarFallos(emailLower);
    return borrados.length > 0;
  }

  async listar(filtro?: string): Promise<UsuarioBloqueadoFila[]> {
    const filas = await this.db.execute<{ lower_mail: string; bloqueado_en: Date | string; intentos: number }[]>(
      `select lower_mail, bloqueado_en, intentos from usuario_bloqueado
        where (?::text is null or lower_mail like '%' || ? || '%') order by bloqueado_en desc`,
      [filtro ?? null, filtro ?? null],
    );
    return filas.map((f) => ({ LowerMail: f.lower_mail, FechaBloqueo: new Date(f.bloqueado_en).toISOString(), Intentos: Number(f.intentos) }));
  }
}
