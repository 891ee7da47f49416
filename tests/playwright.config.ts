import { defineConfig, devices } from '@playwright/test'
import { launchOptions, testLaunchOptions } from '../scripts/tools/chromium.ts'
import { noLocalSettings } from './helpers/no-local-settings.ts'

/**
 * Browser tests run against the BUILT preview site (`npm run test:build`
 * first: a preview build, since the production build refuses example values,
 * with the deployed editor and none of this machine's settings), served
 * by scripts/tools/serve.ts exactly as a static host serves it (unknown paths →
 * dist/404.html with status 404).
 *
 * Three projects: `desktop` (1280 px) runs every test except those tagged
 * `@mobile-only` and main-thread.spec.ts; `mobile` (390 px) runs the tests tagged `@mobile` or
 * `@mobile-only` (the phone menu, and the checks worth repeating on a phone); `alone`, once both are
 * done, main-thread.spec.ts at 1280 px, with no other test beside it.
 */
const port = Number(process.env.E2E_PORT ?? 4321)

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  globalSetup: './helpers/global-setup.ts',
  fullyParallel: true,
  // Our CI machines have 2 cores; locally Playwright picks half the cores.
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A trace records every test as it runs (its screens, its DOM at each step) to keep a failing one's: on CI,
    // where nothing keeps it (a run's log is what remains), it cost a third of the browser tier's time (the whole
    // tier here, in the full browser on 2 December: 11.8 min with it, 7.6 without, one run each). Kept on a
    // developer's machine; `--trace on` gives it.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: testLaunchOptions,
    // A page with the focus in it scrolls smoothly (src/styles/global.css.ts): a click just after a fill that
    // scrolled could land mid-scroll, beside its button (once in CI, a contact form's honeypot step). The one
    // test of that scroll sets the visitor's preference itself (site-navigation.spec.ts).
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile-only/,
      testIgnore: /main-thread\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
    },
    {
      name: 'alone',
      // In the full browser, as `npm run bench` times it: the one project whose browser differs from `use` above.
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testMatch: /main-thread\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: `tsx scripts/tools/serve.ts`,
    cwd: '..',
    // This machine's .env and shell stay out: the tests expect the local mail sink and no calendar.
    env: { ...noLocalSettings, PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
})
