import { listenProblem } from '../server/listen.ts';
import { allowedHostsProblem, parseAllowedHosts } from './allowed-hosts.ts';
import { sandboxPort, startStandaloneSandbox, welcomeLines } from './standalone.ts';

// `npm run sandbox`: the sandbox API alone, on SANDBOX_PORT (default 8090) of HOST (default
// localhost), answering the Host names of SANDBOX_ALLOWED_HOSTS besides.

const port = sandboxPort(process.env.SANDBOX_PORT);
const problems = [
  ...(typeof port === 'number' ? [] : [port.problem]),
  ...[allowedHostsProblem(process.env.SANDBOX_ALLOWED_HOSTS) ?? []].flat(),
];
if (typeof port !== 'number' || problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
const hostname = process.env.HOST?.trim() || 'localhost';
try {
  const sandbox = await startStandaloneSandbox({
    port,
    hostname,
    allowedHosts: parseAllowedHosts(process.env.SANDBOX_ALLOWED_HOSTS),
  });
  for (const line of welcomeLines(sandbox.url)) console.log(line);
} catch (error) {
  const problem = listenProblem(error, { port: 'SANDBOX_PORT', host: 'HOST' });
  if (problem === undefined) throw error;
  console.error(problem);
  process.exit(1);
}
