import { defineConfig, devices } from '@playwright/test'
import { launchOptions } from './helpers/chromium.ts'

/**
 * Browser tests run against the BUILT site (`npm run build` first), served
 * by scripts/serve.ts exactly as a static host serves it.
 */
const port = Number(process.env.E2E_PORT ?? 4321)

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions }, grep: /@mobile/ },
  ],
  webServer: {
    command: `tsx scripts/serve.ts`,
    cwd: '..',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
})
