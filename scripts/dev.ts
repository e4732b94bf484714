// npm run dev: the API server with reload on port 8081 and Vite with hot reload, proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.SHULE_API_PORT ?? '8081';
const env = { ...process.env, PORT: apiPort, SHULE_API_PORT: apiPort, SHULE_DIST_DIR: 'no-dist-in-dev' };
const children = [
  spawn('npx', ['tsx', 'watch', 'server/index.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
