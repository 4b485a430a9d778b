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
