/** The server process: config → database → migrate → super-admin (→ demo seed) → listen; SIGTERM/SIGINT close cleanly. */
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { seedDemo } from './seed/demo.ts';
import { ensureSuperadmin } from './services/accounts.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openDatabase(config.databaseUrl, { corkedWrites: config.pgCorkedWrites === 'on' });
await database.migrate();
const app = await buildApp(config, database);
await ensureSuperadmin(config, database, app.log);
if (config.seedDemo) await seedDemo(database, app.log);
if (!config.publicUrl) {
  app.log.warn(
    'PUBLIC_URL is not set: password reset mails will not be sent (set it to the origin users open)',
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nTavola is running: open http://localhost:${config.port}/login\n`);
} catch (err) {
  app.log.error({ err }, 'could not start');
  await database.close();
  process.exit(1);
}
