/* global process, console -- a Node script; the shared lint setup declares no Node globals for .mjs files */
// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of a built app, once at
// build time; the server sends them to browsers that accept them (@fastify/static's
// preCompressed), so no request pays for compressing (decision 025). index.html is left out:
// the server writes each screen's title into it per request.
// Usage, from a package folder after `vite build`: node ../scripts/compress-assets.mjs <dist>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distArgument = process.argv[2];
if (!distArgument) {
  console.error('usage: node compress-assets.mjs <dist-dir>');
  process.exit(2);
}
const dist = resolve(distArgument);
const compressible = /\.(m?js|css|svg|json|webmanifest|txt)$/;
// Below about one network packet, compression saves no round trip.
const minimumBytes = 1024;

let count = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = join(entry.parentPath, entry.name);
  if (!entry.isFile() || !compressible.test(entry.name) || file.includes(`${join(dist, '.vite')}`) || entry.name === 'size-report.json')
    continue;
  const content = readFileSync(file);
  if (content.length < minimumBytes) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`compressed: ${count} files in ${dist} (.br and .gz beside each)`);
