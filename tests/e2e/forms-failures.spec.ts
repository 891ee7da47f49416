/**
 * Every way a send can fail, for both forms: the failure notice with her
 * phone and a pre-filled e-mail, the error logged, everything typed kept,
 * a hang ended after 15 s, a retry that succeeds; each form's notice, on a
 * phone and a desktop, free of axe violations and with nothing else blocked.
 */
import { expect, type Page, type Route, test } from '@playwright/test'
import { axeViolations, watchForBlockedContent } from '../helpers/quality.ts'
import {
  booking,
  bookingForm,
  bookingSent,
  bookingService,
  bookingValues,
  captureSends,
  contactForm,
  contactSent,
  contactValues,
  expectBookingKept,
  expectContactKept,
  expectWayOut,
  fillBooking,
  field,
  sendContact,
  sendFailed,
  serveAutoReply,
  slotRadio,
  submitBooking,
  submitContact,
  ui,
} from '../helpers/forms.ts'
import { frozenNow, openDays, slotAt, writtenDay } from '../helpers/calendar-days.ts'
import { watchConsole } from '../helpers/site.ts'

const { failure } = ui.forms
/** A line of the pre-filled e-mail: her label, a no-break space, a colon, what the parent gave. */
const mailLine = (label: string, value: string) => `${label}\u00a0: ${value}`

/**
 * EmailJS refusing a send (logged as status and body); how the client reads every status, the throttle's 429 and a
 * headless browser's 451 included, is tests/unit/email-client.test.ts's. A network failure keeps the request to send
 * later: forms-offline.spec.ts.
 */
const refusal = (name: string, status: number, body: string) => ({ name: `${status}, ${name}`, answer: (route: Route) => route.fulfill({ status, body }), logged: `${status} ${body}` })
const faults = [refusal('a missing id', 400, 'The service ID is required. Visit https://dashboard.emailjs.com/admin'), refusal('a server error', 500, 'Internal Server Error')]

/** What watchForBlockedContent found besides the refused send's answer; a CSP report never passes. */
const blockedBesidesTheRefusal = async (blocked: () => Promise<string[]>) =>
  (await blocked()).filter((problem) => /^CSP /.test(problem) || !/api\/v1\.0\/email\/send/.test(problem))

async function expectFailureNotice(page: Page, bodyIncludes: string[]) {
  const alert = sendFailed(page)
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(failure.text)
  await expectWayOut(alert, bodyIncludes)
  return alert
}

test.describe('contact form failures', () => {
  for (const fault of faults) {
    test(`${fault.name} ends in the failure notice, logged, with everything kept`, async ({ page }) => {
      const errors = watchConsole(page)
      const sends = await captureSends(page, fault.answer)
      await sendContact(page)
      await expectFailureNotice(page, [
        mailLine(failure.mailLabels.name, contactValues.name),
        mailLine(failure.mailLabels.contactService, contactValues.service),
        contactValues.message,
      ])
      await expectContactKept(page)
      expect(sends).toHaveLength(1)
      expect(errors).toEqual([`EmailJS send failed (contact): ${fault.logged}`])
      await expect(contactSent(page)).toHaveCount(0)
    })
  }

  test('the failure notice, free of axe violations and with nothing else blocked, stays until closed, and a retry that succeeds replaces it', { tag: '@mobile' }, async ({ page }) => {
    const errors = watchConsole(page)
    const blocked = await watchForBlockedContent(page)
    let fail = true
    const sends = await captureSends(page, (route) =>
      fail ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fulfill({ status: 200, body: 'OK' }),
    )
    await sendContact(page)
    const submit = submitContact(page)
    const alert = await expectFailureNotice(page, [])
    // No auto-reply for a message: nothing to correct.
    await expect(alert).not.toContainText(failure.autoReplySent)
    expect(await axeViolations(page)).toEqual([])
    await alert.getByRole('button', { name: ui.forms.dismiss }).click()
    await expect(alert).toHaveCount(0)
    await submit.click()
    await expect(sendFailed(page)).toBeVisible()
    // The retry the notice asks for is not refused by the throttle.
    fail = false
    await submit.click()
    await expect(contactSent(page)).toBeVisible()
    await expect(sendFailed(page)).toHaveCount(0)
    expect(sends).toHaveLength(3)
    expect(errors).toEqual(Array(2).fill('EmailJS send failed (contact): 500 Internal Server Error'))
    expect(await blockedBesidesTheRefusal(blocked)).toEqual([])
  })
})

const [day = ''] = openDays(1)
const slot = slotAt(-1)
const bookingMailLines = [
  mailLine(failure.mailLabels.bookingService, bookingService.label),
  mailLine(failure.mailLabels.date, writtenDay(day)),
  mailLine(failure.mailLabels.slot, slot),
  bookingValues.message,
]

/** « Today » frozen, EmailJS refusing the first `fails` sends (503), then taking them; the auto-reply served; the booking filled and pressed. */
async function pressBooking(page: Page, fails: number) {
  await page.clock.setFixedTime(frozenNow)
  let tries = 0
  const sends = await captureSends(page, (route) => route.fulfill(tries++ < fails ? { status: 503, body: 'Service Unavailable' } : { status: 200, body: 'OK' }))
  const asked = await serveAutoReply(page)
  await fillBooking(page, day, slot)
  await submitBooking(page).click()
  return { sends, asked }
}

test('a failed booking send keeps every field, the date and the slot, also through a reload; its notice free of axe violations, nothing else blocked', { tag: '@mobile' }, async ({ page }) => {
  const errors = watchConsole(page)
  const blocked = await watchForBlockedContent(page)
  await pressBooking(page, Infinity)
  await expectFailureNotice(page, bookingMailLines)
  expect(await axeViolations(page)).toEqual([])
  await expectBookingKept(page, day, slot)
  expect(errors).toEqual(['EmailJS send failed (booking): 503 Service Unavailable'])
  await page.reload()
  await expectBookingKept(page, day, slot)
  expect(await blockedBesidesTheRefusal(blocked)).toEqual([])
})

test('a failed booking send whose auto-reply left says her request did not reach her all the same; pressed again, it leaves with the first auto-reply’s line: one auto-reply, not two', { tag: '@mobile-only' }, async ({ page }) => {
  const { sends, asked } = await pressBooking(page, 1)
  await expect(sendFailed(page)).toContainText(failure.autoReplySent)
  await submitBooking(page).click()
  await expect(bookingSent(page)).toBeVisible()
  expect(sends).toHaveLength(2)
  expect(asked).toHaveLength(1)
  expect(sends[1]?.template_params.auto_reply_check).toBe(sends[0]?.template_params.auto_reply_check)
  expect(sends[1]?.template_params.request_id).toBe(sends[0]?.template_params.request_id)
})

test('after a failed send, a request she changes leaves under a reference of its own; another slot asks for its own auto-reply, another message does not', { tag: '@mobile-only' }, async ({ page }) => {
  const otherSlot = booking.timeSlots.find((time) => time !== slot)
  test.skip(otherSlot === undefined, 'content/data/booking.yaml has one time slot: no other to choose')
  const { sends, asked } = await pressBooking(page, 2)
  await expect(sendFailed(page)).toBeVisible()
  await field(bookingForm(page), ui.forms.messageOptional).fill('Un mot de plus.')
  await submitBooking(page).click()
  await expect.poll(() => sends.length).toBe(2)
  await expect(sendFailed(page)).toBeVisible()
  await slotRadio(page, otherSlot!).check()
  await submitBooking(page).click()
  await expect(bookingSent(page)).toBeVisible()
  expect(sends.map((send) => send.template_params.appointment_time)).toEqual([slot, slot, otherSlot])
  expect(new Set(sends.map((send) => send.template_params.request_id)).size).toBe(3)
  expect(asked.map((request) => request.slot)).toEqual([slot, otherSlot])
})

// The client's 15 s are tests/unit/email-client.test.ts's; both forms show a failure through the same hook (src/lib/use-request-form.ts).
test('a send that hangs ends after 15 s, not before, in the failure notice, with everything kept', async ({ page }) => {
  const errors = watchConsole(page)
  await page.clock.install({ time: frozenNow })
  const sends = await captureSends(page, () => new Promise(() => {}))
  await sendContact(page)
  const sending = contactForm(page).getByRole('button', { name: ui.forms.sending })
  await expect(sending).toBeDisabled()
  // The 15 s count starts with the request, once the send has built it: wait for it.
  await expect.poll(() => sends.length).toBe(1)
  await page.clock.runFor(14_000)
  await expect(sending).toBeDisabled()
  await expect(sendFailed(page)).toHaveCount(0)
  await page.clock.runFor(1_000)
  await expectFailureNotice(page, [contactValues.message])
  await expectContactKept(page)
  expect(errors).toEqual(['EmailJS send failed (contact): 0 Timeout: no answer after 15 s'])
})
