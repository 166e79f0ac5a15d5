import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Test files that replace a module with `vi.mock`: a mocked module must not be shared with
 * other files, so these run isolated, each file with its own module registry.
 */
const mocking = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('__generated__'))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${src}/${file}`, 'utf8')))
  .map((file) => `src/${file.split('\\').join('/')}`);

export default defineConfig({
  plugins: [relay],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __APP_VERSION__: JSON.stringify('test'),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // `make test` runs these beside the Rust build on CI's two cores: a component test that
    // takes 2 s alone can take several times that there. A hung test still fails, named.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mocking,
          // Most files share one jsdom and one module registry per worker: setting up jsdom and
          // importing Mantine and Relay again for each of a hundred files was four fifths of the
          // run (140 s → 27 s on two cores). `src/test/setup.ts` resets what tests leave behind.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mocking.length ? mocking : ['no-such-file'] } },
    ],
  },
});
