/**
 * Her calendar's busy times in the booking form, and the town of a home
 * visit. The availability function runs for real (src/functions/availability.ts)
 * against a calendar served on 127.0.0.1 by this test; the page's request to
 * /api/availability is handed to it, as her host would. Without that, the
 * built site's own server answers as a host without a calendar does.
 */
import { expect, test } from '@playwright/test'
import { handleAvailabilityRequest } from '../../src/functions/availability.ts'
import { fill, formatTime } from '../../src/lib/format.ts'
import { textLimits } from '../../src/lib/form-errors.ts'
import { formatFrenchDate } from '../../src/lib/french-date.ts'
import { booking, offers, withdrawalForm } from '../helpers/content.ts'
import {
  bookingForm,
  bookingPath,
  bookingSent,
  bookingTown,
  bookingValues,
  captureSends,
  chooseConsultation,
  dayButton,
  field,
  fillBookingFields,
  freezeClock,
  gotoBooking,
  isHomeService,
  serveAutoReply,
  slotGroup,
  submitBooking,
  ui,
} from '../helpers/forms.ts'
import { frozenNow, openDays, slotName, writtenDay } from '../helpers/calendar-days.ts'
import { event, eventPlace, reply, secret, serveCalendars } from '../helpers/calendar-server.ts'
import { calendar } from '../helpers/ics.ts'
import { readOutbox, startEmailJsSink } from '../helpers/local-server.ts'

const [day = '', fullDay = ''] = openDays(2)
const homeService = booking.bookingServices.find((option) => option.place === 'home')
const videoService = booking.bookingServices.find((option) => option.place === 'video')
/** The type the calendar tests choose: a home visit when she offers one (its travel time counts too), else her first. */
const calendarService = homeService ?? booking.bookingServices[0]!

const minutesOf = (slot: string) => Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3))
const { minutes, margin } = spanOf(calendarService)
/** Whether a slot of that type, with its length and her travel time, would meet a busy time from `from` to `to` (minutes of the day). */
const meets = (slot: string, from: number, to: number) => minutesOf(slot) - margin < to && from < minutesOf(slot) + minutes + margin
/** The first of her slots whose hour, busy in her calendar, leaves another slot free; and that free slot: the tests choose both by name. */
const busySlot = booking.timeSlots.find((slot) => booking.timeSlots.some((other) => !meets(other, minutesOf(slot), minutesOf(slot) + 60)))
const busy = { from: minutesOf(busySlot ?? '00:00'), to: minutesOf(busySlot ?? '00:00') + 60 }
const freeSlot = booking.timeSlots.find((slot) => !meets(slot, busy.from, busy.to))
const noFreeSlot = 'content/data/booking.yaml has no slot left free beside an hour of her calendar'

/** Paris's offset from UTC on `day` (« +01:00 »), from the time zone database, not from the site's code. */
const parisOffset = (day: string) =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' }).formatToParts(new Date(`${day}T12:00:00Z`)).find((part) => part.type === 'timeZoneName')!.value.slice(3)
const busyStart = Date.parse(`${day}T${busySlot ?? '00:00'}:00${parisOffset(day)}`)

/** That hour on `day` in Paris, with a title and a place the site must never show; all of `fullDay`. */
const agenda = calendar([
  event('visite', busyStart, busyStart + 3_600_000),
  ['BEGIN:VEVENT', 'UID:formation@test', 'DTSTAMP:20261101T000000Z', 'SUMMARY:Formation', `DTSTART;VALUE=DATE:${fullDay.replaceAll('-', '')}`, 'END:VEVENT'].join('\r\n'),
])

let served: Awaited<ReturnType<typeof serveCalendars>>
let calendarUrl = ''
/** A fake EmailJS on 127.0.0.1 (the local mail sink), where the auto-reply function sends. */
let emailJs: Awaited<ReturnType<typeof startEmailJsSink>>
test.beforeAll(async () => {
  served = await serveCalendars({ 'agenda.ics': reply(agenda, 'text/calendar; charset=utf-8') })
  calendarUrl = served.url('agenda.ics')
  emailJs = await startEmailJsSink()
})
test.afterAll(async () => {
  await served.close()
  await emailJs.stop()
})

const autoReplies = () => readOutbox(emailJs.outbox)

/** The minutes a slot must stay free for the chosen type: its offers' longest duration, and her travel time around a home visit. */
function spanOf(service: { value: string; place: string }) {
  const lengths = offers.offers.filter((offer) => offer.booking === service.value).flatMap((offer) => (offer.duration ? [offer.duration.to ?? offer.duration.from] : []))
  return { minutes: lengths.length > 0 ? Math.max(...lengths) : 60, margin: service.place === 'home' ? booking.travelMargin : 0 }
}

test.beforeEach(freezeClock)

test('a slot her calendar makes busy is shown as taken and cannot be chosen; a fully busy day cannot be picked; her request e-mail says her calendar was read and the slot was free @mobile', async ({ page }) => {
  test.skip(!busySlot, noFreeSlot)
  // Her host's function answers the page, reading the test calendar; the answers' bodies are kept.
  const answers: string[] = []
  await page.route('**/api/availability?*', async (route) => {
    // The function reads today in Paris from its own clock: the page's frozen one.
    const answer = await handleAvailabilityRequest(new Request(route.request().url()), { CALENDAR_ICS_URL: calendarUrl }, { now: frozenNow, log: () => {} })
    answers.push(await answer.text())
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: answers.at(-1) })
  })
  await gotoBooking(page)
  await chooseConsultation(page, calendarService.label)
  await expect.poll(() => answers.length).toBe(1)
  // Only times reach the browser.
  for (const hers of [secret, eventPlace, 'Formation']) expect(answers[0]).not.toContain(hers)

  await expect(dayButton(page, fullDay)).toBeDisabled()
  await dayButton(page, day).click()
  const group = slotGroup(page)
  for (const slot of booking.timeSlots) {
    // A slot is taken when it, with its travel time, would meet the busy hour.
    const taken = meets(slot, busy.from, busy.to)
    const radio = group.getByRole('radio', { name: taken ? `${slotName(slot)} ${ui.forms.slotTaken}` : slotName(slot), exact: true })
    await expect(radio, slot)[taken ? 'toBeDisabled' : 'toBeEnabled']()
  }
  // A tap on a taken slot chooses nothing.
  await group.getByText(slotName(busySlot!), { exact: false }).first().click({ force: true })
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(0)

  // The request she receives says her calendar was read, and that the slot asked was free in it.
  const sends = await captureSends(page)
  await fillBookingFields(page, { ...bookingValues, service: calendarService.label })
  await group.getByRole('radio', { name: slotName(freeSlot!), exact: true }).check()
  await submitBooking(page).click()
  await expect.poll(() => sends.length).toBe(1)
  expect(sends[0]!.template_params.calendar_check).toMatch(/^Votre agenda a été lu à \d+\u00a0h(\u00a0\d\d)?\u00a0: ce créneau y était libre\.$/)
})

test('a slot chosen before her calendar answers, which the calendar shows busy, is let go and said above the slots until the parent chooses another', async ({ page }) => {
  test.skip(!busySlot, noFreeSlot)
  // Her host's function answers only once the parent has chosen: a slow network at 3 a.m.
  const { promise: held, resolve: release } = Promise.withResolvers<void>()
  await page.route('**/api/availability?*', async (route) => {
    await held
    const answer = await handleAvailabilityRequest(new Request(route.request().url()), { CALENDAR_ICS_URL: calendarUrl }, { now: frozenNow, log: () => {} })
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() })
  })
  await gotoBooking(page)
  await chooseConsultation(page, calendarService.label)
  await dayButton(page, day).click()
  const group = slotGroup(page)
  await group.getByRole('radio', { name: slotName(busySlot!), exact: true }).check()
  await expect(group.getByRole('status')).toHaveText('')
  release()
  await expect(group.getByRole('radio', { name: `${slotName(busySlot!)} ${ui.forms.slotTaken}`, exact: true })).toBeDisabled()
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(group.getByRole('status')).toHaveText(fill(ui.forms.slotLetGo, { date: formatFrenchDate(day), time: formatTime(busySlot!) }))
  // Another slot chosen: the line goes.
  await group.getByRole('radio', { name: slotName(freeSlot!), exact: true }).check()
  await expect(group.getByRole('status')).toHaveText('')
})

test('when her calendar cannot be read, every slot is offered and the parent sees no error; a home visit asks the parent’s town and sends it with the links she confirms from, one « Confirmer » per price of the offers left open, as plain values; the host function sends the parent’s auto-reply with the withdrawal form, and her e-mail says so; with the function down, her e-mail says it did not leave and the request still goes; a video consultation does not ask the town @mobile', async ({ page }) => {
  // The page's clock is frozen on another day than the server's: the function first sends it to today's address.
  const asked = page.waitForResponse((response) => response.url().includes('/api/availability') && response.status() === 200)
  const sends = await captureSends(page)
  const autoReplyAsked = await serveAutoReply(page, emailJs.url)
  await gotoBooking(page)
  // The built site's server has no calendar address: the function says it read none, and the form goes on.
  expect(await (await asked).json()).toMatchObject({ busy: [], unread: 'unset' })
  await dayButton(page, day).click()
  await expect(slotGroup(page).getByRole('radio', { disabled: false })).toHaveCount(booking.timeSlots.length)
  await expect(page.getByRole('alert')).toHaveCount(0)

  test.skip(!homeService || !videoService, 'content/data/booking.yaml needs a home and a video consultation')
  const form = bookingForm(page)
  await fillBookingFields(page, { ...bookingValues, service: homeService!.label })
  expect(isHomeService(homeService!.label)).toBe(true)
  await expect(field(form, ui.forms.town)).toHaveValue(bookingTown)
  // No longer a town than the host's auto-reply writes.
  await expect(field(form, ui.forms.town)).toHaveAttribute('maxlength', String(textLimits.town))
  await slotGroup(page).getByRole('radio', { disabled: false }).first().check()
  await submitBooking(page).click()
  await expect.poll(() => sends.length).toBe(1)
  const sent = sends[0]!.template_params
  expect(sent.town).toBe(bookingTown)
  // The offer was left open: one « Confirmer » per price of the type's offers, each naming its one price
  // (every rule of the texts, and that they leave as plain pairs with no HTML: tests/unit/confirmation.test.ts,
  // tests/unit/email-payload.test.ts; the express request and the other links: there and forms-booking.spec.ts).
  const prices = offers.offers.filter((offer) => offer.booking === homeService!.value).flatMap((offer) => offer.prices.map((price) => ({ offer, price })))
  const links = prices.map((_, index) => ({ href: sent[`confirm_link_${index + 1}`] ?? '', label: sent[`confirm_label_${index + 1}`] ?? '' }))
  expect(sent[`confirm_link_${prices.length + 1}`] ?? '').toBe('')
  links.forEach((link, index) => {
    const { offer, price } = prices[index]!
    expect(link.label).toContain(offer.title)
    expect(link.label).toContain(`${price.amount}\u00a0€`)
  })
  const confirm = new URL(links[0]!.href)
  expect(decodeURIComponent(confirm.pathname)).toBe(bookingValues.email)
  const body = confirm.searchParams.get('body') ?? ''
  expect(body).toContain(bookingValues.name)
  expect(body).toContain(writtenDay(day))
  // The function was asked once, with the request's facts only, and sent the parent's auto-reply, composed on the
  // server: each price of the type, and the model withdrawal form of her conditions page. Her e-mail says it left.
  expect(autoReplyAsked).toHaveLength(1)
  expect(autoReplyAsked[0]).toEqual({
    request_id: sent.request_id, service: homeService!.value, offer: '', day, slot: sent.appointment_time, place: 'home', town: bookingTown, name: bookingValues.name, email: bookingValues.email,
  })
  const [autoReply] = await autoReplies()
  expect(autoReply?.template_params).toMatchObject({ to_email: bookingValues.email, request_id: sent.request_id })
  for (const paragraph of withdrawalForm().split('\n\n')) expect(autoReply?.template_params.auto_reply).toContain(paragraph)
  expect(sent.auto_reply_check).toMatch(new RegExp(`^L’accusé de réception avec vos conditions et le formulaire de rétractation est parti à \\d+\u00a0h(\u00a0\\d\\d)? vers ${bookingValues.email.replace(/[.]/g, '\\.')}\\.$`))
  await expect(page.getByText(ui.forms.success.booking.autoReply.split('{to}')[0]!.trim())).toBeVisible()
  // And tells her the slot could not be checked against her calendar.
  expect(sent.calendar_check).toMatch(/^Votre agenda n’a pas pu être lu \(aucune adresse d’agenda n’est réglée sur le site\)\u00a0: vérifiez ce créneau/)

  // The function down: the request still goes, and her e-mail says the auto-reply did not leave.
  await page.unroute('**/api/accuse-reception')
  await page.route('**/api/accuse-reception', (route) => route.abort('connectionrefused'))
  await page.goto(bookingPath)
  // The next send from this browser, without EmailJS's ten seconds between two sends of a form.
  await page.evaluate(() => localStorage.clear())
  await chooseConsultation(page, videoService!.label)
  await expect(field(bookingForm(page), ui.forms.town)).toHaveCount(0)
  await fillBookingFields(page, { ...bookingValues, service: videoService!.label })
  await dayButton(page, day).click()
  await slotGroup(page).getByRole('radio', { disabled: false }).first().check()
  await submitBooking(page).click()
  await expect.poll(() => sends.length).toBe(2)
  expect(sends[1]!.template_params.auto_reply_check).toBe(
    'L’accusé de réception avec vos conditions et le formulaire de rétractation n’est pas parti (le formulaire n’a pas pu joindre le site)\u00a0: envoyez-les vous-même avant de confirmer.',
  )
  // The success shown first: the recap under it, drawn with it, does not say an e-mail left.
  await expect(bookingSent(page)).toBeVisible()
  await expect(page.getByText(ui.forms.success.booking.autoReply.split('{to}')[0]!.trim())).toHaveCount(0)
  expect(await autoReplies()).toHaveLength(1)
})
