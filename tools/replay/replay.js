#!/usr/bin/env node
// Rebuilds every reservation read model from its events: `node tools/replay/replay.js [--hotel <id>]`
// (build first: npm run build). Same as `npm run cli -- replay`.
process.argv.splice(2, 0, 'replay');
require('../../apps/api/dist/cli.js');
