import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the real amora binary, started
// with a fresh data directory. Every test runs at 360 px (phone) and 1280 px (desktop)
// and saves screenshots to e2e/screenshots/.
const port = Number(process.env.AMORA_E2E_PORT ?? 8765);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: false, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `rm -rf e2e/.tmp && ../bin/amora serve --listen 127.0.0.1:${port} --data-dir e2e/.tmp --demo --members 40 --log-level warn --signups-per-ip 1000 --resets-per-ip 1000`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
