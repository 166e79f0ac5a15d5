import { fileURLToPath } from 'node:url';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // `make test` runs these beside the Rust build on CI's two cores: a component test that
    // takes 2 s alone can take several times that there. A hung test still fails, named.
    testTimeout: 30_000,
  },
});
