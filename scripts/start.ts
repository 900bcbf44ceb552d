import { createServerApp, listen, printWelcome } from './server.ts';

const port = Number(process.env.PORT ?? 8080);
const hostname = process.env.HOST ?? 'localhost';

const server = await listen(createServerApp(), port, hostname);
printWelcome(`http://${hostname}:${server.port}`);
