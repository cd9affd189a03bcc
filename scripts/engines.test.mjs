// Every installed package runs on the oldest Node the project promises, so `npm install` on it
// prints no EBADENGINE warning. Run by `npm run test:unit` (node --test).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
// semver is what npm itself uses to read engine ranges.
import semver from 'semver';

const read = (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

test("every package in package-lock.json admits the oldest Node of the root's engines", () => {
  const oldest = semver.minVersion(read('package.json').engines.node);
  const refusing = Object.entries(read('package-lock.json').packages)
    .filter(([, meta]) => typeof meta.engines?.node === 'string')
    .filter(([, meta]) => !semver.satisfies(oldest, meta.engines.node))
    .map(
      ([path, meta]) =>
        `${path.replace(/^.*node_modules\//, '')}@${meta.version} wants node ${meta.engines.node}`,
    );
  assert.deepEqual(refusing, [], `Node ${oldest} is refused by:\n${refusing.join('\n')}`);
});
