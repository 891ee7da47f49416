/**
 * Where Chromium is: Debian's system package when installed (no browser
 * download works on our CI machines), else Playwright's own browser, as on
 * a developer's laptop after `npx playwright install chromium`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

function systemChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  for (const name of ['chromium', 'chromium-browser']) {
    const path = spawnSync('which', [name], { encoding: 'utf8' }).stdout?.trim()
    if (path && existsSync(path)) return path
  }
  return undefined
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

export const launchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: chromiumArgs,
}
