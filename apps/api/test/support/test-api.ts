import path from 'node:path';
import { readAppConfig } from '@recepcion/platform';
import { createApp, type RunningApp } from '../../src/create-app';

/** The whole API on the run's shared database (see tools/test/global-setup.js), without the UI. */
export async function startTestApi(): Promise<RunningApp> {
  const root = path.resolve(__dirname, '../../../..');
  const config = readAppConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }, root);
  const running = await createApp(config, { serveUi: false });
  await running.app.init();
  await running.app.getHttpAdapter().getInstance().ready();
  return running;
}
