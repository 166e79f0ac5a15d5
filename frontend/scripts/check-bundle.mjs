// Initial JS (entry + modulepreloads in dist/index.html), gzip: must stay within the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budget = 300 * 1024;
const dist = new URL('../dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const files = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  initial JS (gzip), budget ${budget / 1024} KB`);
if (total > budget) {
  console.error('Initial JS is over budget');
  process.exit(1);
}
