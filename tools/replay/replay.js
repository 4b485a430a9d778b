#!/usr/bin/env node
// Rebuilds every read model fed by events (reservations and occupancy, calendar, reports) from the
// events alone: `node tools/replay/replay.js [--hotel <id>]` (build first: npm run build). Same as
// `npm run cli -- replay`; the work is apps/api/src/replay.ts, its figures tools/bench/replay.js.
process.argv.splice(2, 0, 'replay');
require('../../apps/api/dist/cli.js');
