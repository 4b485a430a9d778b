#!/usr/bin/env node
// A large hotel for trying and measuring: 80 rooms booked back to back for SEED_MESES months
// (default 36, three years) from SEED_DESDE (default the first of this month), through the API,
// on whatever database DATABASE_URL names (embedded PGlite in DATA_DIR otherwise; stop a server
// that uses the same DATA_DIR first). Prints the login. Build first: npm run build.
const { iniciarApi, hotelDePrueba, sembrarReservas } = require('../bench/lib');

async function main() {
  const meses = Number(process.env.SEED_MESES ?? 36);
  const hoy = new Date();
  const desde = process.env.SEED_DESDE ?? `${hoy.getUTCFullYear()}-${String(hoy.getUTCMonth() + 1).padStart(2, '0')}-01`;
  const api = await iniciarApi();
  try {
    const t0 = Date.now();
    const h = await hotelDePrueba(api.url, 80);
    const n = await sembrarReservas(h, meses, desde);
    console.log(`Hotel grande listo en ${((Date.now() - t0) / 1000).toFixed(0)} s: 80 habitaciones, ${n} reservas desde ${desde} (${meses} meses), base ${api.database.kind}.`);
    console.log(`Ingrese con ${h.email} / bench1234`);
  } finally {
    await api.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
