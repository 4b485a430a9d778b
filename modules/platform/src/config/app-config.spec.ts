import { readAppConfig } from './app-config';

describe('the password-hash cost', () => {
  it("is argon2id's default unless the tests ask for the cheap one", () => {
    expect(readAppConfig({}).costeContrasenas).toBe('normal');
    expect(readAppConfig({ ARGON2_COSTE: 'bajo' }).costeContrasenas).toBe('bajo');
    expect(readAppConfig({ ARGON2_COSTE: 'alto' }).costeContrasenas).toBe('normal');
  });

  it('stays the default in production, whatever ARGON2_COSTE says', () => {
    expect(readAppConfig({ ARGON2_COSTE: 'bajo', NODE_ENV: 'production' }).costeContrasenas).toBe('normal');
  });
});

describe('the database settings', () => {
  it('names prepared statements unless DATABASE_SENTENCIAS=sin-nombre (PgBouncer before 1.21)', () => {
    expect(readAppConfig({}).databaseSentencias).toBe('con-nombre');
    expect(readAppConfig({ DATABASE_SENTENCIAS: 'sin-nombre' }).databaseSentencias).toBe('sin-nombre');
    expect(readAppConfig({ DATABASE_SENTENCIAS: 'otra' }).databaseSentencias).toBe('con-nombre');
  });

  it('reads from the primary unless DATABASE_URL_LECTURA names a standby', () => {
    expect(readAppConfig({}).databaseUrlLectura).toBeUndefined();
    expect(readAppConfig({ DATABASE_URL_LECTURA: 'postgresql://postgres@127.0.0.1:5433/test' }).databaseUrlLectura).toBe('postgresql://postgres@127.0.0.1:5433/test');
  });
});
