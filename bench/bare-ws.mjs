// The floor for the socket benchmark: a bare `ws` server on a plain HTTP server, with no logic at
// all — it accepts sockets, holds them, and on POST /broadcast sends the request's body to every one
// of them as one text frame (serialized once, as the product's gateway does). Defaults of `ws`
// (no permessage-deflate on a server).
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer((request, response) => {
  if (request.url === '/health') return response.end('ok');
  if (request.method !== 'POST' || request.url !== '/broadcast') {
    response.statusCode = 404;
    return response.end();
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const frame = Buffer.concat(chunks);
    for (const socket of wss.clients) socket.send(frame, { binary: false });
    response.end(String(wss.clients.size));
  });
});
const wss = new WebSocketServer({ server, path: '/ws', maxPayload: 64 * 1024 });
wss.on('connection', (socket) => socket.on('error', () => {}));
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const socket of wss.clients) socket.terminate();
    server.close(() => process.exit(0));
  });
}
