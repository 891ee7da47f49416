import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLogger, resolveConfig } from 'vite'
import { afterEach, expect, it, vi } from 'vitest'
import { requiredEmailEnv } from '../../src/lib/email-config.ts'

const configFile = join(fileURLToPath(new URL('../..', import.meta.url)), 'vite.config.ts')

/**
 * No .env file: on a copy whose examples are filled (tests/integration/week-of-edits.test.ts), .env.production.local
 * gives all four keys, and only the stubbed environment must count here.
 */
const envDir = mkdtempSync(join(tmpdir(), 'build-check-env-'))

/** Resolves the build's config as `vite build` does, which runs the forms' settings check. */
async function resolveBuild() {
  const logger = createLogger('silent')
  const info: string[] = []
  logger.info = (line) => void info.push(line)
  logger.error = (line) => void info.push(line)
  await resolveConfig({ configFile, customLogger: logger, mode: 'production', envDir }, 'build', 'production')
  return info
}

afterEach(() => vi.unstubAllEnvs())

it('stops a build with only some keys set, naming the missing ones', { timeout: 30_000 }, async () => {
  vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk_123')
  vi.stubEnv('VITE_EMAILJS_CONTACT_TEMPLATE_ID', 'template_contact')
  await expect(resolveBuild()).rejects.toThrow(
    /incomplète\. Définissez aussi VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_BOOKING_TEMPLATE_ID/,
  )
})

it('says the forms will use the local sink when no key is set', { timeout: 30_000 }, async () => {
  for (const name of Object.values(requiredEmailEnv)) vi.stubEnv(name, '')
  expect(await resolveBuild()).toContainEqual(expect.stringContaining('boîte locale (outbox/)'))
})
