import { sandboxPort, startStandaloneSandbox, welcomeLines } from './standalone.ts';

// `npm run sandbox`: the sandbox API alone, on SANDBOX_PORT (default 8090) of HOST (default localhost).

const port = sandboxPort(process.env.SANDBOX_PORT);
if (typeof port !== 'number') {
  console.error(port.problem);
  process.exit(1);
}
const sandbox = await startStandaloneSandbox({ port, hostname: process.env.HOST ?? 'localhost' });
for (const line of welcomeLines(sandbox.url)) console.log(line);
