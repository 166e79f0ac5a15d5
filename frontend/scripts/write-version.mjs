// Safety net: vite's version plugin emits dist/version.json; write it here if it is missing.
import { existsSync, writeFileSync } from 'node:fs';

const file = new URL('../dist/version.json', import.meta.url);
if (!existsSync(file)) {
  writeFileSync(file, JSON.stringify({ version: new Date().toISOString() }));
}
console.log('dist/version.json ready');
