/**
 * Where Chromium is: Debian's system package when installed (no browser
 * download works on our CI machines), else Playwright's own browser, as on
 * a developer's laptop after `npx playwright install chromium`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The first of `names` on the PATH. */
function installed(...names: string[]): string | undefined {
  for (const name of names) {
    const path = spawnSync('which', [name], { encoding: 'utf8' }).stdout?.trim()
    if (path && existsSync(path)) return path
  }
  return undefined
}

function systemChromium(): string | undefined {
  return process.env.CHROMIUM_PATH || installed('chromium', 'chromium-browser')
}

export const chromiumPath = systemChromium()

/** Flags for headless Chromium in a sandboxed machine without network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The full browser. Playwright's own, without a path: its channel `chromium`, since Playwright runs a headless
 * launch in its headless shell otherwise (`npx playwright install chromium` installs both).
 */
export const launchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : { channel: 'chromium' }),
  args: chromiumArgs,
}

/**
 * For the browser tests: a headless shell, the same Chromium without a window, as Playwright runs headless tests by
 * default. Debian's when installed (package chromium-headless-shell, which CI installs); else Debian's full
 * browser, when installed (`launchOptions`); else Playwright's own shell. The whole browser tier here on 3 December
 * 2026, one run each: 6.4 min in the full browser, 4.8 in the shell. The shell opens the tab a Ctrl-click asks for
 * but never loads it: that file (site-navigation.spec.ts) and the main thread's timing run in the full browser.
 * `CHROMIUM_PATH`, when set, names the one browser every test runs in.
 */
const headlessShell = process.env.CHROMIUM_PATH ? undefined : installed('chromium-headless-shell')
export const testLaunchOptions = headlessShell
  ? { executablePath: headlessShell, args: chromiumArgs }
  : chromiumPath
    ? launchOptions
    : { args: chromiumArgs }
