import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

function buildVersion(): string {
  const stamp = new Date().toISOString();
  try {
    const hash = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${hash}-${stamp}`;
  } catch {
    return stamp;
  }
}

const version = process.env.STAFFHUB_BUILD_VERSION ?? buildVersion();

/** Emits dist/version.json, which the client polls to detect a new build. */
function versionFile(): Plugin {
  return {
    name: 'staffhub-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version }),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), relay, versionFile()],
  resolve: {
    // `@/modules/...`, `@/pages/...`: imports across folders (tsconfig `paths` says the same).
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:8080', ws: true, changeOrigin: true },
      '/files': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
});
