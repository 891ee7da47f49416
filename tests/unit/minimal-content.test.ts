/**
 * The tests' content is the smallest content the check accepts, derived from
 * the content model, with tests/fixtures/content laid over it
 * (tests/helpers/minimal-content.ts). A field added to the model reaches it
 * alone; this names the field when no plain value fits.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { expect, onTestFinished, test } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { formatProblem } from '../../src/content/problems.ts'
import { contentFiles, pageRoles } from '../../src/content/schema.ts'
import { contentFolder, minimalData } from '../helpers/minimal-content.ts'
import { fixtureAssets } from '../helpers/content-copy.ts'

test('the minimal content passes the check with nothing to report, one page per role', async () => {
  const folder = contentFolder({ assets: fixtureAssets })
  onTestFinished(folder.remove)
  const result = await runCheck(folder.dir)
  expect(result.problems.map(formatProblem)).toEqual([])
  const { pages } = load(readFileSync(join(folder.dir, 'pages.yaml'), 'utf8')) as { pages: { role?: string }[] }
  expect(pages.map((page) => page.role).filter(Boolean).sort()).toEqual([...pageRoles].sort())
})

test('it holds only what the model requires: no optional field, an empty list wherever one may be empty', () => {
  const data = minimalData()
  expect(Object.keys(data).sort()).toEqual(Object.keys(contentFiles).sort())
  expect(data['data/testimonials.yaml'].testimonials).toEqual([])
  expect(data['data/offers.yaml'].giftCards).toEqual([])
  expect('visit' in data['data/photos.yaml']).toBe(false)
})

test('an overlay’s data file lays its keys over the minimal ones, its lists replacing theirs; its pages are written whole', async () => {
  const root = mkdtempSync(join(tmpdir(), 'overlay-'))
  onTestFinished(() => rmSync(root, { recursive: true, force: true }))
  mkdirSync(join(root, 'data'))
  writeFileSync(join(root, 'data', 'booking.yaml'), "timeSlots:\n  - '10:00'\n  - '11:00'\n")
  // The phone's short label is part of the full one (the check requires it).
  writeFileSync(join(root, 'data', 'ui.yaml'), 'header:\n  cta: Réserver\n  ctaShort: Réserver\n')
  writeFileSync(join(root, 'accueil.mdx'), '# Bienvenue\n\nUne page écrite pour ce test.\n')
  const folder = contentFolder({ overlay: root, assets: fixtureAssets })
  onTestFinished(folder.remove)
  const read = (file: string) => readFileSync(join(folder.dir, file), 'utf8')
  const booking = load(read('data/booking.yaml')) as { timeSlots: string[]; bookingServices: unknown[] }
  expect(booking.timeSlots).toEqual(['10:00', '11:00'])
  expect(booking.bookingServices).toEqual(minimalData()['data/booking.yaml'].bookingServices)
  const ui = load(read('data/ui.yaml')) as { header: Record<string, string> }
  expect(ui.header.cta).toBe('Réserver')
  expect(ui.header.menu).toBe((minimalData()['data/ui.yaml'].header as Record<string, string>).menu)
  expect(read('accueil.mdx')).toBe('# Bienvenue\n\nUne page écrite pour ce test.\n')
  expect((await runCheck(folder.dir)).exitCode).toBe(0)
})
