/**
 * Screens behind sign-in render once the app's messages are loaded (main.tsx waits for them), and a
 * module's screens once its own texts are (moduleMessages.ts); the jsdom suites that render those
 * screens directly, without the lazy loaders, get the same messages before they start.
 */
if (typeof window !== 'undefined') {
  const { loadAppMessages } = await import('../providers/i18nProvider');
  await loadAppMessages();
  const { MODULE_MESSAGES, loadModuleMessages } = await import('../i18n/moduleMessages');
  await Promise.all(Object.keys(MODULE_MESSAGES).map(loadModuleMessages));
}

export {};
