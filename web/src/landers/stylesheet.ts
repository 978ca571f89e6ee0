/**
 * applyStylesheet puts the page's stylesheet in place and resolves once it applies (or
 * failed). The build asks for it without blocking the first paint (vite.landers.config.ts:
 * a preload marked data-amora-css); in development the entry's imports inject it.
 */
export function applyStylesheet(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-amora-css]');
  if (!preload) return Promise.resolve();
  return new Promise((resolve) => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
    sheet.href = preload.href;
    sheet.onload = () => resolve();
    sheet.onerror = () => resolve();
    preload.after(sheet);
  });
}
