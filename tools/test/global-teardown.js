module.exports = async function globalTeardown() {
  const embedded = globalThis.__RECEPCION_TEST_DB__;
  if (!embedded) return;
  globalThis.__RECEPCION_TEST_DB__ = undefined;
  delete process.env.DATABASE_URL;
  await embedded.stop();
};
