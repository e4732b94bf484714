import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Same single tiptap copy as the app build (see vite.config.ts); inlining lets Vite resolve it.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'mocks/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    // Server suites need node; browser suites opt in with a `// @vitest-environment jsdom` comment.
    environment: 'node',
    // jsdom suites render screens that the app shows with its messages loaded (main.tsx).
    setupFiles: ['src/test/app-messages.setup.ts'],
    // A jsdom screen that walks a whole wizard takes a few seconds on a loaded two-core machine.
    testTimeout: 20_000,
    // A suite's set-up seeds the whole demo school (finance and messaging included); on PostgreSQL
    // under a loaded two-core machine that took over vitest's default 10 s and skipped whole suites.
    hookTimeout: 60_000,
    server: { deps: { inline: ['ra-input-rich-text', /@tiptap\//] } },
  },
});
