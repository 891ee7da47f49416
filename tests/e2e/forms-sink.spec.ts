import { mkdtemp, rm } from 'node:fs/promises'
import { practice } from '../helpers/content.ts'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { availabilityMiddleware } from '../../scripts/build/host-functions.ts'
import { createMailSink } from '../../scripts/tools/mail-sink.ts'
import { startStaticServer } from '../../scripts/tools/static-server.ts'
import {
  bookingPath,
  bookingSent,
  chooseDateAndSlot,
  contactSent,
  contactService,
  contactValues,
  dayLabel,
  fillBookingFields,
  fillContact,
  frozenNow,
  gotoBooking,
  gotoContact,
  openDays,
  slotAt,
  submitBooking,
  submitContact,
} from '../helpers/forms.ts'
import { readOutbox } from '../helpers/local-server.ts'
import { watchConsole } from '../helpers/site.ts'

/**
 * End to end, nothing intercepted: the built site (made without EmailJS
 * keys) sends with the real client to the local sink on its own origin, as
 * `npm run preview` serves it, and the sink writes the outbox.
 */
test.describe('forms through the local mail sink', () => {
  let server: Server
  let url: string
  let outbox: string
  const lines: string[] = []

  test.beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'outbox-e2e-'))
    const started = await startStaticServer({
      root: fileURLToPath(new URL('../../dist', import.meta.url)),
      // As `npm run preview` serves it: the sink, and the host's availability function (no calendar set here).
      middleware: [createMailSink({ outbox, log: (line) => lines.push(line) }), availabilityMiddleware(() => ({}))],
    })
    server = started.server
    url = started.url
  })

  test.afterAll(async () => {
    server?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  test('both forms arrive in outbox/ as EmailJS would receive them', async ({ page }) => {
    const errors = watchConsole(page)
    await page.clock.setFixedTime(frozenNow)
    await gotoContact(page, `${url}/`)
    await fillContact(page)
    await submitContact(page).click()
    await expect(contactSent(page)).toBeVisible()

    await gotoBooking(page, `${url}${bookingPath}`)
    await fillBookingFields(page)
    const day = openDays(6).at(-1) ?? ''
    await chooseDateAndSlot(page, day, slotAt(-1))
    await submitBooking(page).click()
    await expect(bookingSent(page)).toBeVisible()

    await expect.poll(async () => (await readOutbox(outbox)).length).toBe(2)
    const [contact, booking] = await readOutbox(outbox)
    expect(contact).toMatchObject({
      user_id: 'local-sink',
      template_id: 'contact',
      template_params: { from_name: contactValues.name, service: contactService.value, to_name: practice.name },
    })
    expect(booking).toMatchObject({
      template_id: 'booking',
      template_params: { appointment_date: dayLabel(day), appointment_time: slotAt(-1) },
    })
    expect(lines).toHaveLength(2)
    expect(errors).toEqual([])
  })
})
