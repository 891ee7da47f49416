import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { createLogger, type ViteDevServer } from 'vite'
import { practice } from '../helpers/content.ts'
import { bookingForm, bookingLabels, bookingSent, chooseDateAndSlot, field, fillBookingFields, submitBooking } from '../helpers/forms.ts'
import { frozenNow, openDays, slotAt, writtenDay } from '../helpers/calendar-days.ts'
import { readOutbox } from '../helpers/local-server.ts'
import { startDevServer } from '../helpers/local-server.ts'
import { unknownPath } from '../../scripts/tools/static-server.ts'
import { bookingPath, sitePages, gotoHydrated, watchConsole } from '../helpers/site.ts'

/**
 * `npm run dev` as a newcomer meets it on a fresh clone: the dev server
 * (vite.config.ts as it is) with an empty dependency cache, its own outbox,
 * and no .env. Every dependency must be known before the first page loads,
 * or Vite optimizes it late and reloads the page: the parent's success
 * notice would vanish. Every page must mount with no console error.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.describe('npm run dev on a fresh clone', () => {
  let server: ViteDevServer
  let url: string
  let scratch: string
  const log: string[] = []

  test.beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'dev-server-e2e-'))
    // No calendar of this shell's: every slot open. The dev server's mail sink reads its outbox when it starts.
    delete process.env.CALENDAR_ICS_URL
    process.env.MAIL_SINK_OUTBOX = join(scratch, 'outbox')
    const logger = createLogger('info')
    for (const level of ['info', 'warn', 'error'] as const) {
      logger[level] = (message) => log.push(`${level}: ${message}`)
    }
    // A fresh dependency cache, shared with no one, and no EmailJS keys from a developer's .env.
    ;({ server, url } = await startDevServer(fileURLToPath(new URL('../..', import.meta.url)), 5190, { cacheDir: join(scratch, 'vite-cache'), envDir: scratch, customLogger: logger }))
  })

  test.afterAll(async () => {
    await server?.close()
    delete process.env.MAIL_SINK_OUTBOX
    await rm(scratch, { recursive: true, force: true })
  })

  // « dependency optimized: x », « dependencies optimized: x, y », « optimized dependencies changed. reloading ».
  const lateOptimization = /dependenc(y|ies) optimized|optimized dependencies changed|reloading/i

  test('the first visit to the booking page sends the booking once, with no reload, into the outbox', async ({ page }) => {
    const problems = watchConsole(page)
    await page.clock.setFixedTime(frozenNow)
    // The parent's auto-reply function reads the server's real clock, to which the page's frozen day is past: it is
    // answered here, and proven against her data in tests/integration/accuse-reception-function.test.ts.
    await page.route('**/api/accuse-reception', (route) => route.fulfill({ status: 200, body: 'OK' }))
    await page.goto(`${url}${bookingPath}`)
    // The calendar comes at the parent's first intent in the form (a pointer over it), compiled on first use.
    const nameField = field(bookingForm(page), bookingLabels.name)
    await expect(nameField).toBeVisible({ timeout: 60_000 })
    await expect(async () => {
      await page.mouse.move(0, 0)
      await nameField.hover()
      await expect(page.getByRole('grid')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 60_000 })
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await fillBookingFields(page)
    const [day = ''] = openDays(1)
    await chooseDateAndSlot(page, day, slotAt(1))
    await submitBooking(page).click()
    await expect(bookingSent(page)).toBeVisible({ timeout: 30_000 })
    expect(await page.evaluate(() => 'sameDocument' in window), 'the page reloaded').toBe(true)

    const messages = await readOutbox(join(scratch, 'outbox'))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      template_id: 'booking',
      template_params: { appointment_date: writtenDay(day), appointment_time: slotAt(1), to_name: practice.name },
    })
    expect(log.filter((line) => lateOptimization.test(line)), 'Vite optimized a dependency late').toEqual([])
    expect(problems).toEqual([])
  })

  // Her calendar read by the dev server's functions, at the address its .env gives: tests/integration/dev-server.test.ts;
  // its busy times, titles left out: tests/integration/availability-function.test.ts.
  test('every page, and the not-found page, mounts with no console error and no hydration error', async ({ page }) => {
    const problems = watchConsole(page)
    for (const path of [...sitePages.map((entry) => entry.path), unknownPath]) {
      await gotoHydrated(page, `${url}${path}`)
      // A hydration warning included (site-routes.spec.ts proves the watch sees one).
      expect(problems, path).toEqual([])
    }
    expect(log.filter((line) => lateOptimization.test(line)), 'Vite optimized a dependency late').toEqual([])
  })
})
