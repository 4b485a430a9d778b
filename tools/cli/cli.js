#!/usr/bin/env node
// `node tools/cli/cli.js create-operator --email ... --password ...` (build first: npm run build).
require('../../apps/api/dist/cli.js');
