// `npm run dev`: the server from source with reload (tsx, port 3000) and Vite's dev server
// (port 5173, proxying /api, /ws and /media to the server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@create-together/server'], {
    stdio: 'inherit',
    env: { DATA_DIR: new URL('../data', import.meta.url).pathname, ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@create-together/web'], { stdio: 'inherit' }),
];

const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => (code ? stop('SIGTERM') : undefined));
