/**
 * A request sent while the network is down: kept on the device and said so
 * in place of the failure notice, with her phone and a pre-filled e-mail as
 * a way out, told again on a later page (or on the one after, when a page
 * loses the notice's code, which it logs), sent once by itself when the
 * network returns (to the local mail sink), or cancelled; a booking whose
 * slot has passed meanwhile is not sent, and the parent is told.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { parisInstant } from '../../src/lib/booking-days.ts'
import { sendThrottleMs } from '../../src/lib/email-client.ts'
import { queueKey } from '../../src/lib/queued-request.ts'
import { pages } from '../helpers/content.ts'
import { axeViolations } from '../helpers/quality.ts'
import {
  bookingForm,
  bookingLabels,
  bookingSent,
  bookingValues,
  captureSends,
  consentBox,
  type EmailJsBody,
  expectBookingKept,
  expectWayOut,
  field,
  fillBooking,
  freezeClock,
  gotoBooking,
  sendFailed,
  serveAutoReply,
  slotRadio,
  submitBooking,
  ui,
} from '../helpers/forms.ts'
import { frozenNow, openDays, slotAt, writtenDay } from '../helpers/calendar-days.ts'
import { watchConsole } from '../helpers/site.ts'
import { plainSpaces } from '../helpers/text.ts'

const { queued } = ui.forms
const [day = ''] = openDays(1)
const slot = slotAt(-1)

/** The notice that says the request waits for the network, in the form's polite live region. */
const waitingInForm = (page: Page) => bookingForm(page).getByRole('status').filter({ hasText: queued.title })

/** Fills the booking and presses « Envoyer » with the network off: the request waits in the form. */
async function pressOffline(page: Page): Promise<void> {
  await fillBooking(page, day, slot)
  await page.context().setOffline(true)
  await submitBooking(page).click()
  await expect(waitingInForm(page)).toContainText(queued.text)
}

test.beforeEach(freezeClock)

test('a booking the network stops waits on the device, is said to wait through a reload and on the next page, and leaves once, with its id, when the network returns', async ({ page }) => {
  const errors = watchConsole(page)
  // The network is down for EmailJS until the test brings it back; then the request goes through to the local mail sink.
  let networkUp = false
  const arrived: EmailJsBody[] = []
  const tries = await captureSends(page, (route) => {
    if (!networkUp) return route.abort('internetdisconnected')
    arrived.push(route.request().postDataJSON() as EmailJsBody)
    return route.continue()
  })
  // The site's own function answers: the parent's summary leaves before the send stops.
  await serveAutoReply(page)

  await fillBooking(page, day, slot)
  await submitBooking(page).click()
  const waiting = waitingInForm(page)
  await expect(waiting).toContainText(queued.text)
  // She must not take it for her request's arrival.
  await expect(waiting).toContainText(ui.forms.failure.autoReplySent)
  await expect(page.locator(':focus')).toContainText(queued.title)
  await expectWayOut(waiting, [writtenDay(day)])
  await expect(sendFailed(page)).toHaveCount(0)
  await expectBookingKept(page, day, slot)
  expect(tries).toHaveLength(1)

  // Reloaded, the form takes its request back as it was said: waiting, and its auto-reply already left.
  await page.reload()
  await expect(waiting).toContainText(queued.text)
  await expect(waiting).toContainText(ui.forms.failure.autoReplySent)
  await expect.poll(() => tries.length).toBe(2)

  // A later page of the site, one without a form, whose notice's code the network loses: one fixed line, no try.
  const legalPath = pages.find((entry) => entry.kind === 'legal')!.path
  const top = page.getByRole('main').getByRole('status').filter({ hasText: queued.waitingTitle })
  const noticeCode = '**/assets/queued-notice-*.js'
  await page.route(noticeCode, (route) => route.abort('internetdisconnected'))
  await page.goto(legalPath)
  const notShown = /^Waiting requests could not be shown; they stay on the device for the next page\. /
  await expect.poll(() => errors.filter((line) => notShown.test(line))).toHaveLength(1)
  await expect(top).toHaveCount(0)
  expect(tries).toHaveLength(2)
  await page.unroute(noticeCode)

  // The next page: the request still waits there, said at the top in a notice with its styles (a page holds only
  // its own CSS: the notice's is in every page), and its start-up try fails too.
  await page.goto(legalPath)
  await expect(top).toContainText(queued.waitingText)
  await expect(top).toContainText(ui.forms.failure.autoReplySent)
  await expect(top.getByRole('button', { name: queued.cancel })).toBeVisible()
  await expectWayOut(top, [writtenDay(day)])
  expect(await top.locator(':scope > *').first().evaluate((notice) => getComputedStyle(notice).borderLeftStyle)).toBe('solid')
  expect(await top.getByRole('list').evaluate((list) => getComputedStyle(list).listStyleType)).toBe('none')
  await expect.poll(() => tries.length).toBe(3)

  networkUp = true
  // The browser's `online` event, as when a phone finds the network again, once: the page's start-up try (its
  // request seen) may still be failing, and then tries once more as it ends, not at the 30-s timer.
  const sent = page.getByRole('main').getByRole('status').filter({ hasText: ui.forms.success.booking.title })
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(sent).toBeVisible()
  await expect(top).toHaveCount(0)
  expect(arrived).toHaveLength(1)
  const ids = new Set(tries.map((body) => body.template_params.request_id))
  expect([...ids]).toEqual([expect.stringMatching(/^[0-9a-f]{10}$/)])
  expect(arrived[0]?.template_params).toMatchObject({ from_name: bookingValues.name, appointment_date: writtenDay(day), appointment_time: slot })

  // Once it has left, the draft is gone: the form is empty again.
  await gotoBooking(page)
  await expect(field(bookingForm(page), bookingLabels.name)).toHaveValue('')
  await expect(waitingInForm(page)).toHaveCount(0)
  expect(tries).toHaveLength(4)
  // The app's one line for a request kept on the device (a warning: nothing is lost), and the lost notice's.
  expect(errors).toEqual([
    expect.stringMatching(/^warning: EmailJS send waiting for the network \(booking\): /),
    expect.stringMatching(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(.*\/queued-notice-/),
    expect.stringMatching(notShown),
  ])
})

test('offline, « Envoyer » keeps the booking without trying, free of axe violations; cancelled, it never leaves and the form is hers again', { tag: '@mobile-only' }, async ({ page, context }) => {
  const errors = watchConsole(page)
  const tries = await captureSends(page)
  await pressOffline(page)
  const waiting = waitingInForm(page)
  expect(await axeViolations(page)).toEqual([])

  await waiting.getByRole('button', { name: queued.cancel }).click()
  await expect(waiting).toHaveCount(0)
  await expect(field(bookingForm(page), bookingLabels.name)).toBeFocused()
  await expectBookingKept(page, day, slot)

  // Back online: the cancelled request stays where it is; the one she sends now is the only one to leave.
  await context.setOffline(false)
  // A new page finds nothing waiting (a kept request would show in the form and leave).
  await page.reload()
  await expect(page.getByRole('grid')).toBeVisible()
  await expect(waiting).toHaveCount(0)
  await expectBookingKept(page, day, slot)
  // The draft brings back what she typed, never her consent: she gives it again.
  await consentBox(page).check()
  await submitBooking(page).click()
  await expect(bookingSent(page)).toBeVisible()
  expect(tries).toHaveLength(1)
  expect(errors).toEqual([expect.stringMatching(/^warning: EmailJS send waiting for the network \(booking\): /)])
})

test('pressed offline, a booking whose auto-reply leaves on a later try, EmailJS still out of reach, is said to have it: in its form, and at the top of a page without it', { tag: '@mobile-only' }, async ({ page, context }) => {
  await captureSends(page, (route) => route.abort('internetdisconnected'))
  await serveAutoReply(page)
  // The host's function out of reach too, until `hostUp`: the auto-reply can only leave on a later try.
  let hostUp = false
  await page.route('**/api/accuse-reception', (route) => (hostUp ? route.fallback() : route.abort('internetdisconnected')))

  await pressOffline(page)
  const waiting = waitingInForm(page)
  await expect(waiting).not.toContainText(ui.forms.failure.autoReplySent)
  hostUp = true
  await context.setOffline(false)
  await expect(waiting).toContainText(ui.forms.failure.autoReplySent)

  // Another request (its own reference: the first one's auto-reply is not its), pressed with the host out of reach
  // until the parent is on another page.
  await waiting.getByRole('button', { name: queued.cancel }).click()
  hostUp = false
  await field(bookingForm(page), bookingLabels.message).fill('Une autre question, pour le même jour.')
  await consentBox(page).check()
  await context.setOffline(true)
  await submitBooking(page).click()
  await expect(waiting).toContainText(queued.text)
  await context.setOffline(false)
  await page.goto(pages.find((entry) => entry.kind === 'legal')!.path)
  const top = page.getByRole('main').getByRole('status').filter({ hasText: queued.waitingTitle })
  await expect(top).toContainText(queued.waitingText)
  await expect(top).not.toContainText(ui.forms.failure.autoReplySent)
  hostUp = true
  // The browser's `online` event, as when a phone finds the network again, once: the page's start-up try may still
  // hold the queue, and then tries once more as it ends. The event alone: going offline again would drop the try's
  // own requests in flight.
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(async () => plainSpaces((await top.textContent()) ?? '')).toContain(plainSpaces(ui.forms.failure.autoReplySent))
})

test('a try cut short by closing the tab: the next visit keeps the request waiting, not refused, and sends it once the send throttle allows', { tag: '@mobile-only' }, async ({ page, context }) => {
  await serveAutoReply(page)
  // EmailJS does not answer the first try: the parent closes the tab while it is under way.
  const first = await captureSends(page, () => new Promise<void>(() => {}))
  await pressOffline(page)
  await context.setOffline(false)
  await expect.poll(() => first.length).toBe(1)
  await page.close()

  // That try stamped EmailJS's send throttle (one send per form per 10 s) and never cleared it: the next visit's
  // first try is held back by the client, before any request.
  const next = await context.newPage()
  const errors = watchConsole(next)
  // Counts the page's Web Lock requests: a try holds one while it runs.
  await next.addInitScript(`{
    const request = navigator.locks.request.bind(navigator.locks)
    window.lockRequests = 0
    navigator.locks.request = (...args) => { window.lockRequests++; return request(...args) }
  }`)
  // The page's timers on the test's clock: the try the throttle held back sets one for when the throttle allows.
  await next.clock.install({ time: frozenNow })
  const tries = await captureSends(next)
  await next.goto(pages.find((entry) => entry.kind === 'legal')!.path)
  const main = next.getByRole('main')
  await expect(main.getByRole('status').filter({ hasText: queued.waitingTitle })).toContainText(queued.waitingText)
  // Once the page's first try is over (it asked for its Web Lock, and no lock is held or pending): still waiting,
  // nothing refused.
  await expect
    .poll(() =>
      next.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query()
        return (window as unknown as { lockRequests: number }).lockRequests > 0 && held.length + pending.length === 0
      }),
    )
    .toBe(true)
  await expect(main.getByRole('status').filter({ hasText: queued.waitingTitle })).toBeVisible()
  await expect(main.getByRole('alert')).toHaveCount(0)
  expect(tries).toHaveLength(0)

  // Ten seconds on, with no `online` event and before the 30-s timer, that try's own timer sends it, once, with the
  // first try's id.
  await next.clock.runFor(sendThrottleMs)
  await expect(main.getByRole('status').filter({ hasText: ui.forms.success.booking.title })).toBeVisible()
  expect(tries.map((body) => body.template_params.request_id)).toEqual([first[0]!.template_params.request_id])
  expect(errors).toEqual([])
})

/**
 * EmailJS as a weak signal answers, try by try: `lost` (no network; the browser still says it is online), `held`
 * (under way until `release()`), or a status; the tries after the list reach it.
 */
async function triesAnswered(page: Page, answers: readonly ('lost' | 'held' | number)[]) {
  const { promise: held, resolve: release } = Promise.withResolvers<void>()
  const tries: EmailJsBody[] = await captureSends(page, async (route) => {
    const answer = answers[tries.length - 1] ?? 200
    if (answer === 'lost') return route.abort('internetdisconnected')
    if (answer === 'held') await held
    return route.fulfill({ status: answer === 'held' ? 200 : answer, body: 'OK' })
  })
  return { tries, release }
}

/** Fills the booking and presses « Envoyer »: its first try finds no network, and the request waits in the form. */
async function pressFirstLost(page: Page) {
  await fillBooking(page, day, slot)
  await submitBooking(page).click()
  await expect(waitingInForm(page)).toContainText(queued.text)
}

test('changed and pressed again while it waits, the booking that leaves takes the waiting one\'s place: only the latest reaches her', { tag: '@mobile-only' }, async ({ page }) => {
  const { tries } = await triesAnswered(page, ['lost'])
  await pressFirstLost(page)
  const later = slotAt(-2)
  await slotRadio(page, later).check()
  await submitBooking(page).click()
  await expect(bookingSent(page)).toBeVisible()
  // The parent's press: its notice takes the focus, though the form heard the waiting one dropped.
  await expect(page.locator(':focus')).toContainText(ui.forms.success.booking.title)
  // Nothing waits any more: no later try can send the earlier slot.
  expect(await page.evaluate((key) => localStorage.getItem(key), queueKey('booking'))).toBeNull()
  expect(tries.map((body) => body.template_params.appointment_time)).toEqual([slot, later])
})

test('changed and pressed again while it waits, refused by EmailJS: the failure notice speaks of the latest, and the waiting one never leaves behind it', { tag: '@mobile-only' }, async ({ page }) => {
  const { tries } = await triesAnswered(page, ['lost', 400])
  await pressFirstLost(page)
  await slotRadio(page, slotAt(-2)).check()
  await submitBooking(page).click()
  await expect(sendFailed(page)).toBeVisible()
  await expect(page.locator(':focus')).toContainText(ui.forms.failure.title)
  expect(await page.evaluate((key) => localStorage.getItem(key), queueKey('booking'))).toBeNull()
  expect(tries).toHaveLength(2)
})

test('what the parent types while the booking waits, after a reload too, stays in the form and its draft once the booking leaves, the focus where it was', { tag: '@mobile-only' }, async ({ page }) => {
  let networkUp = false
  const tries = await captureSends(page, (route) => (networkUp ? route.fulfill({ status: 200, body: 'OK' }) : route.abort('internetdisconnected')))
  await fillBooking(page, day, slot)
  await submitBooking(page).click()
  await expect(waitingInForm(page)).toContainText(queued.text)
  // The page reloaded: only the request kept says what was pressed.
  await page.reload()
  await expect(waitingInForm(page)).toContainText(queued.text)
  const message = field(bookingForm(page), bookingLabels.message)
  const added = `${bookingValues.message} Nous serons deux.`
  await message.fill(added)
  networkUp = true
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(bookingSent(page)).toBeVisible()
  expect(tries.at(-1)?.template_params.message).toBe(bookingValues.message)
  await expect(message).toHaveValue(added)
  await expect(message).toBeFocused()
  expect(await page.evaluate(() => sessionStorage.getItem('brouillon:rendez-vous'))).toContain('Nous serons deux.')
})

test('its auto-reply sent by a try while it waits, the booking pressed again with a line added asks no second one', { tag: '@mobile-only' }, async ({ page, context }) => {
  let emailJsUp = false
  const tries = await captureSends(page, (route) => (emailJsUp ? route.fulfill({ status: 200, body: 'OK' }) : route.abort('internetdisconnected')))
  const asked = await serveAutoReply(page)
  await pressOffline(page)
  await context.setOffline(false)
  await expect(waitingInForm(page)).toContainText(ui.forms.failure.autoReplySent)
  expect(asked).toHaveLength(1)
  emailJsUp = true
  await field(bookingForm(page), bookingLabels.message).fill(`${bookingValues.message} Nous serons deux.`)
  await consentBox(page).check()
  await submitBooking(page).click()
  await expect(bookingSent(page)).toBeVisible()
  expect(asked).toHaveLength(1)
  expect(tries.at(-1)?.template_params.auto_reply_check).toBe(tries.at(-2)?.template_params.auto_reply_check)
})

/** A booking waiting after its first try found no network, then a second try under way until `release()`; `later`, how EmailJS answers the tries after it. */
async function secondTryHeld(page: Page, later: readonly ('lost' | number)[] = []) {
  const answered = await triesAnswered(page, ['lost', 'held', ...later])
  await pressFirstLost(page)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(() => answered.tries.length).toBe(2)
  return answered
}

test('a try of the waiting booking under way, a changed one kept in its place: when that try lands, the form follows the changed one, no longer said to replace it, which leaves next', { tag: '@mobile-only' }, async ({ page }) => {
  const { tries, release } = await secondTryHeld(page, ['lost', 'lost'])
  // Past the 10 s of EmailJS's throttle that try stamped: the changed booking is tried, and its network fails.
  await page.clock.setFixedTime(frozenNow.getTime() + sendThrottleMs + 1_000)
  const later = slotAt(-2)
  await slotRadio(page, later).check()
  await submitBooking(page).click()
  await expect(waitingInForm(page)).toContainText(queued.replaced)
  release()
  // The earlier one has left: the changed one, tried at once and still without a network, no longer « replaces » it.
  await expect.poll(() => tries.length).toBe(4)
  await expect(waitingInForm(page)).not.toContainText(queued.replaced)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(bookingSent(page)).toBeVisible()
  // The parent was in no field: the success takes the focus from the waiting notice it replaces.
  await expect(page.locator(':focus')).toContainText(ui.forms.success.booking.title)
  expect(tries.map((body) => body.template_params.appointment_time)).toEqual([slot, slot, later, later, later])
  expect(await page.evaluate((key) => localStorage.getItem(key), queueKey('booking'))).toBeNull()
})

test('cancelled while a try of it is under way, a booking that lands all the same is said to have left', { tag: '@mobile-only' }, async ({ page }) => {
  const { release } = await secondTryHeld(page)
  const waiting = waitingInForm(page)
  await waiting.getByRole('button', { name: queued.cancel }).click()
  await expect(waiting).toHaveCount(0)
  release()
  await expect(bookingSent(page)).toBeVisible()
})

test('a try of the waiting booking under way when the parent presses a changed one: when that try lands, the form keeps the changed one and recalls nothing of it as sent', { tag: '@mobile-only' }, async ({ page }) => {
  const { tries, release } = await secondTryHeld(page)
  // That try stamped EmailJS's throttle: the changed booking is held back by the client, not sent.
  const later = slotAt(-2)
  await slotRadio(page, later).check()
  await submitBooking(page).click()
  await expect(sendFailed(page)).toBeVisible()
  release()
  await expect(bookingSent(page)).toBeVisible()
  await expect(bookingSent(page).getByRole('list')).toHaveCount(0)
  await expect(slotRadio(page, later)).toBeChecked()
  expect(tries.map((body) => body.template_params.appointment_time)).toEqual([slot, slot])
})

/** A booking kept on the device (EmailJS unreachable), then the clock a minute past its slot: what the parent's next visit finds. */
async function keepThenPassSlot(page: Page) {
  const tries = await captureSends(page, (route) => route.abort('internetdisconnected'))
  // The host's function reached, and the parent's auto-reply sent, before EmailJS's network failed.
  await serveAutoReply(page)
  await fillBooking(page, day, slot)
  await submitBooking(page).click()
  await expect(waitingInForm(page)).toContainText(queued.text)
  await page.clock.setFixedTime(parisInstant(day, slot) + 60_000)
  return tries
}

/**
 * The notice that the slot passed, with her phone and the pre-filled e-mail; the request gone, never sent
 * again. The auto-reply left before the network failed: the notice says the request did not reach her.
 */
async function expectExpired(page: Page, notice: Locator, tries: readonly EmailJsBody[]) {
  await expect(notice).toContainText(queued.expiredText)
  await expect(notice).toContainText(ui.forms.failure.autoReplySent)
  await expectWayOut(notice, [writtenDay(day)])
  expect(tries).toHaveLength(1)
  expect(await page.evaluate((key) => localStorage.getItem(key), queueKey('booking'))).toBeNull()
}

test('a booking whose slot passes while it waits is not sent: the next page says so, with her phone and the pre-filled e-mail', { tag: '@mobile-only' }, async ({ page }) => {
  const errors = watchConsole(page)
  const tries = await keepThenPassSlot(page)
  await page.goto(pages.find((entry) => entry.kind === 'legal')!.path)
  await expectExpired(page, page.getByRole('main').getByRole('alert').filter({ hasText: queued.expiredTitle }), tries)
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: queued.waitingTitle })).toHaveCount(0)
  expect(errors).toEqual([expect.stringMatching(/^warning: EmailJS send waiting for the network \(booking\): /)])
})

test('a booking whose slot passed while it waited is not sent from its form either: the form says so', { tag: '@mobile-only' }, async ({ page }) => {
  const tries = await keepThenPassSlot(page)
  await page.reload()
  await expectExpired(page, bookingForm(page).getByRole('alert').filter({ hasText: queued.expiredTitle }), tries)
  await expect(waitingInForm(page)).toHaveCount(0)
})
