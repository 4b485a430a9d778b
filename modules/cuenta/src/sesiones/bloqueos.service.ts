import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UsuarioBloqueadoFila } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

export const INTENTOS_MAXIMOS = 5;
export const VENTANA_INTENTOS_MS = 15 * 60_000;
/** How long an attempt waits, at most, for the turns of checks already under way (30 × 100 ms). */
const ESPERAS_MAXIMAS = 30;
const ESPERA_MS = 100;

export type { UsuarioBloqueadoFila };

/** Five failed logins within 15 minutes lock the account until an operator unlocks it. */
@Injectable()
export class BloqueosService {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return sqlExecutor(this.em);
  }

  async estaBloqueado(emailLower: string): Promise<boolean> {
    const filas = await this.db.query('select 1 from usuario_bloqueado where lower_mail = $1', [emailLower]);
    return filas.length > 0;
  }

  /**
   * Claims the attempt's turn before its password is checked: one upsert, so attempts sent at once
   * are numbered one by one (the row lock orders them). The count restarts 15 minutes after the
   * first attempt of a run. Answers the attempt's number: beyond `INTENTOS_MAXIMOS` it must not
   * be checked at all.
   */
  private async tomarTurno(emailLower: string, ahora: Date): Promise<number> {
    const [{ intentos }] = await this.db.query<{ intentos: number }>(
      `insert into contador_intentos_login as c (email_lower, intentos, desde) values ($1, 1, $2)
       on conflict (email_lower) do update set
         intentos = case when c.desde > $3 then c.intentos + 1 else 1 end,
         desde = case when c.desde > $3 then c.desde else excluded.desde end
       returning intentos`,
      [emailLower, ahora, new Date(ahora.getTime() - VENTANA_INTENTOS_MS)],
    );
    return Number(intentos);
  }

  /**
   * A turn to check a password, or null when the account is locked. When the five turns are held
   * by attempts still being checked rather than by failures (several correct sign-ins at the same
   * moment), the attempt waits for them instead of being called locked.
   */
  async esperarTurno(emailLower: string, ahora: Date): Promise<number | null> {
    for (let espera = 0; ; espera++) {
      const turno = await this.tomarTurno(emailLower, ahora);
      if (turno <= INTENTOS_MAXIMOS) return turno;
      const fallos = await this.fallosRecientes(emailLower, ahora);
      if (fallos >= INTENTOS_MAXIMOS || espera >= ESPERAS_MAXIMAS || (await this.estaBloqueado(emailLower))) return null;
      await new Promise((resolve) => setTimeout(resolve, ESPERA_MS));
    }
  }

  /** Failed attempts of the current 15-minute run: the turns that are not merely being checked. */
  async fallosRecientes(emailLower: string, ahora: Date): Promise<number> {
    const [{ fallos }] = await this.db.query<{ fallos: number }>(
      'select count(*)::int as fallos from intento_login where email_lower = $1 and ocurrido_en > $2',
      [emailLower, new Date(ahora.getTime() - VENTANA_INTENTOS_MS)],
    );
    return Number(fallos);
  }

  /** Records a failed attempt (with its address); the attempt that used the last turn locks the account. */
  async registrarFallo(emailLower: string, ip: string | undefined, ahora: Date, turno: number): Promise<boolean> {
    await this.db.query('insert into intento_login (email_lower, ip, ocurrido_en) values ($1, $2, $3)', [emailLower, ip ?? null, ahora]);
    if (turno < INTENTOS_MAXIMOS) return false;
    await this.db.query(
      `insert into usuario_bloqueado (lower_mail, bloqueado_en, intentos) values ($1, $2, $3)
       on conflict (lower_mail) do update set intentos = excluded.intentos`,
      [emailLower, ahora, turno],
    );
    return true;
  }

  async limpiarFallos(emailLower: string): Promise<void> {
    await this.db.query('delete from intento_login where email_lower = $1', [emailLower]);
    await this.db.query('delete from contador_intentos_login where email_lower = $1', [emailLower]);
  }

  async desbloquear(emailLower: string): Promise<boolean> {
    const borrados = await this.db.query('delete from usuario_bloqueado where lower_mail = $1 returning lower_mail', [emailLower]);
    await this.limpiarFallos(emailLower);
    return borrados.length > 0;
  }

  async listar(filtro?: string): Promise<UsuarioBloqueadoFila[]> {
    const filas = await this.db.query<{ lower_mail: string; bloqueado_en: Date | string; intentos: number }>(
      `select lower_mail, bloqueado_en, intentos from usuario_bloqueado
        where ($1::text is null or lower_mail like '%' || $1 || '%') order by bloqueado_en desc`,
      [filtro ?? null],
    );
    return filas.map((f) => ({ LowerMail: f.lower_mail, FechaBloqueo: new Date(f.bloqueado_en).toISOString(), Intentos: Number(f.intentos) }));
  }
}
