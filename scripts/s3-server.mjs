// A throwaway S3-compatible store for the scale-out suite (scripts/test.sh starts it and stops it
// with SIGTERM): s3rver on loopback, keeping its objects in a folder of its own, with one bucket.
// Usage: node scripts/s3-server.mjs <port> <folder> <bucket>
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error('Usage: node scripts/s3-server.mjs <port> <folder> <bucket>');
  process.exit(2);
}
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(`s3rver on 127.0.0.1:${port}, bucket "${bucket}"`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
