import { readEnv } from './config/env';
import { loadSiteConfig } from './config/site-config';
import { openPanelDatabase } from './cli/open-panel-database';
import { runCli } from './cli/run-cli';

/** `npm run panel -- <command>`: operator commands on the server's database. */
const exitCode = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  open: () => {
    const env = readEnv();
    return openPanelDatabase(env, loadSiteConfig(env.siteConfigPath));
  },
});
process.exit(exitCode);
