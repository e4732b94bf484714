import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // The build, one chromium and one shared server per run; files connect to them (tests/e2e/session.ts).
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Two files at a time: the browser and server are shared, and each test waits on both often enough
    // that two cores keep up; files that would disturb others' data keep their own server.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
