import { listenProblem } from '../http/listen.ts';
import { readStandaloneSettings } from './settings.ts';
import { startStandaloneSandbox, welcomeLines } from './standalone.ts';

// `npm run sandbox`: the sandbox API alone, on SANDBOX_PORT (default 8090) of HOST (default
// localhost), answering the Host names of SANDBOX_ALLOWED_HOSTS besides (sandbox/settings.ts).

const read = readStandaloneSettings(process.env);
if (!read.ok) {
  for (const problem of read.problems) console.error(problem);
  process.exit(1);
}
const { port, host, allowedHosts, authDelayMs } = read.settings;
try {
  const sandbox = await startStandaloneSandbox({
    port,
    hostname: host,
    allowedHosts,
    ...(authDelayMs === undefined ? {} : { authDelayMs }),
  });
  for (const line of welcomeLines(sandbox.url)) console.log(line);
} catch (error) {
  const problem = listenProblem(error, { port: 'SANDBOX_PORT', host: 'HOST' });
  if (problem === undefined) throw error;
  console.error(problem);
  process.exit(1);
}
