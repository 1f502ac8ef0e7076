import { prepareDatabase } from './boot.js';
import { ConfigError } from './config/config.js';
import { EmbeddedDatabaseInUse } from './db/embedded-lock.js';
import { runCommand } from './cli/run-command.js';

/** Administrative commands; they use the same configuration (DATABASE_URL, DATA_DIR) as the server. */
runCommand(process.argv.slice(2), { input: process.stdin, output: process.stdout, errors: process.stderr, prepare: prepareDatabase })
  .then((exitCode) => {
    process.exitCode = exitCode;
  })
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof EmbeddedDatabaseInUse ? error.message : error);
    process.exit(1);
  });
