/**
 * Screens behind sign-in render once the app's messages are loaded (main.tsx waits for them); the
 * jsdom suites that render those screens get the same messages before they start.
 */
if (typeof window !== 'undefined') {
  const { loadAppMessages } = await import('../providers/i18nProvider');
  await loadAppMessages();
}

export {};
