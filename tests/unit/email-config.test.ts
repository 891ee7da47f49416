import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { loadEnv } from 'vite'
import { expect, it, onTestFinished, vi } from 'vitest'
import { readEmailConfig, sinkIds } from '../../src/lib/email-config.ts'
import { noLocalSettings } from '../helpers/no-local-settings.ts'

const all = { VITE_EMAILJS_PUBLIC_KEY: 'pk_123', VITE_EMAILJS_SERVICE_ID: 'service_abc', VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact', VITE_EMAILJS_BOOKING_TEMPLATE_ID: 'template_booking' }

// What the build says and refuses of each: launch-problems.test.ts.
it('sends through EmailJS when all four keys are set', () => {
  const keys = { publicKey: 'pk_123', serviceId: 'service_abc', contactTemplateId: 'template_contact', bookingTemplateId: 'template_booking' }
  expect(readEmailConfig(all)).toEqual({ kind: 'emailjs', keys, blockHeadless: false })
})

it('falls back to the local sink when none is set, or all are blank lines from .env.example', () => {
  expect(readEmailConfig({})).toEqual({ kind: 'sink', keys: sinkIds, blockHeadless: false })
  const blank = Object.fromEntries(Object.keys(all).map((name) => [name, ' ']))
  expect(readEmailConfig(blank).kind).toBe('sink')
})

it('names exactly the missing variables when only some are set, a value that is not text being missing', () => {
  const { VITE_EMAILJS_SERVICE_ID: _s, VITE_EMAILJS_BOOKING_TEMPLATE_ID: _b, ...some } = all
  expect(readEmailConfig({ ...some, VITE_EMAILJS_SERVICE_ID: '' })).toEqual({ kind: 'partial', missing: ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_BOOKING_TEMPLATE_ID'] })
  expect(readEmailConfig({ ...all, VITE_EMAILJS_PUBLIC_KEY: true })).toEqual({ kind: 'partial', missing: ['VITE_EMAILJS_PUBLIC_KEY'] })
})

it('blocks headless browsers only when VITE_EMAILJS_BLOCK_HEADLESS is exactly true', () => {
  expect(readEmailConfig({ ...all, VITE_EMAILJS_BLOCK_HEADLESS: 'true' })).toMatchObject({ blockHeadless: true })
  expect(readEmailConfig({ ...all, VITE_EMAILJS_BLOCK_HEADLESS: 'false' })).toMatchObject({ blockHeadless: false })
  expect(readEmailConfig({ VITE_EMAILJS_BLOCK_HEADLESS: 'true' })).toMatchObject({ kind: 'sink', blockHeadless: true })
})

it('the test build and the test server leave this machine\'s settings out: each of .env.example filled in a .env reads blank, the forms write to the sink', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-env-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  const names = Object.keys(parseEnv(readFileSync('.env.example', 'utf8')))
  writeFileSync(join(dir, '.env'), names.map((name) => `${name}=réglage-de-cette-machine\n`).join(''))
  for (const [name, value] of Object.entries(noLocalSettings)) vi.stubEnv(name, value)
  onTestFinished(() => void vi.unstubAllEnvs())
  // As the build (VITE_, EMAILJS_) and the host's functions (CALENDAR_, EMAILJS_) read them.
  const env = loadEnv('production', dir, ['VITE_', 'EMAILJS_', 'CALENDAR_'])
  expect(names.length).toBeGreaterThan(5)
  for (const name of names) expect(env[name], name).toBe('')
  expect(readEmailConfig(env).kind).toBe('sink')
})
