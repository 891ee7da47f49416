/**
 * The booking form as a parent uses it, « today » frozen, its sends
 * intercepted: what her template receives, the draft, the French calendar
 * and her closed days, the slots under her morning and afternoon headings and how a
 * phone lays them out, the keyboard alone, and a parent in another time zone.
 * Its failures: forms-failures.spec.ts.
 */
import { expect, test } from '@playwright/test'
import { eachDayOfInterval, endOfMonth, format, getISODay, parseISO, startOfISOWeek } from 'date-fns'
import { nextOpeningsShown, parisInstant, addDays } from '../../src/lib/booking-days.ts'
import { bookingHref } from '../../src/lib/booking-link.ts'
import { confirmSlots } from '../../src/lib/email-payload.ts'
import { fill } from '../../src/lib/format.ts'
import { offers, practice } from '../helpers/content.ts'
import { axeViolations, watchForBlockedContent } from '../helpers/quality.ts'
import { boxOf, touchTarget, gotoHydrated, watchConsole } from '../helpers/site.ts'
import {
  approachBooking,
  changeConsultation,
  booking,
  bookingForm,
  bookingLabels,
  bookingPath,
  bookingSent,
  bookingService,
  bookingSummary,
  bookingTown,
  bookingValues,
  captureSends,
  chooseConsultation,
  chooseDateAndSlot,
  consultationCard,
  consentBox,
  consentSentence,
  dateLines,
  errorSummary,
  dayButton,
  expectBookingKept,
  field,
  fillBooking,
  fillBookingFields,
  gotoBooking,
  holdRoute,
  isHomeService,
  serveAutoReply,
  slotGroup,
  slotRadio,
  submitBooking,
  ui,
  emailJsVersion,
} from '../helpers/forms.ts'
import { dateChosen, dayLabel, frozenNow, frozenToday, isOpenDay, lateInNovemberOnly, lateNow, lateOpenings, lateToday, openDays, slotAt, slotName, writtenDay } from '../helpers/calendar-days.ts'
import { startEmailJsSink } from '../helpers/local-server.ts'

const iso = (date: Date) => format(date, 'yyyy-MM-dd')
/** The days of a month, 2026-11 → 2026-11-01 … 2026-11-30. */
const daysOf = (month: string) =>
  eachDayOfInterval({ start: parseISO(`${month}-01`), end: endOfMonth(parseISO(`${month}-01`)) }).map(iso)
/** The Monday of that day's week: 2026-11-20 → 2026-11-16. */
const mondayOf = (day: string) => iso(startOfISOWeek(parseISO(day)))
/** 0 for Monday … 6 for Sunday: the day's column in the calendar. */
const weekdayIndex = (day: string) => getISODay(parseISO(day)) - 1

/** The weeks of a month that the calendar shows from `today` on, each as its days in that month. */
const weeksShown = (month: string, today: string) => [...Map.groupBy(daysOf(month).filter((day) => day >= mondayOf(today)), mondayOf).values()]

/** What her booking template reads, for the values `fillBookingFields` types, that day and that slot. */
const bookingParams = (day: string, slot: string, message = bookingValues.message) => ({
  from_name: bookingValues.name,
  from_email: bookingValues.email,
  phone: bookingValues.phone,
  service: bookingService.value,
  // No « Réserver » chose an offer: her template's line for it stays empty.
  offer: '',
  appointment_date: writtenDay(day),
  appointment_time: slot,
  message,
  to_name: practice.name,
  // Where she goes, for a home visit; her three links (tested in full by tests/unit/confirmation.test.ts).
  town: isHomeService(bookingValues.service) ? bookingTown : '',
  appointment_hour: slotName(slot),
  propose_link: expect.stringMatching(/^mailto:/),
  ack_link: expect.stringMatching(/^mailto:/),
  calendar_link: expect.stringMatching(/^https:\/\/calendar\.google\.com\//),
  // The built site's server reads no calendar: the line asks her to check the slot (tests/unit/calendar-line.test.ts has every case).
  calendar_check: expect.stringMatching(/^Votre agenda .*vérifiez ce créneau avant de confirmer\.$/),
  // The parent's auto-reply left, sent by the host function (every case: tests/unit/auto-reply-line.test.ts).
  auto_reply_check: expect.stringMatching(/^L’accusé de réception avec vos conditions et le formulaire de rétractation est parti à /),
  // The « Confirmer » links as plain pairs, the first always filled (every rule: tests/unit/confirmation.test.ts).
  ...Object.fromEntries(
    Array.from({ length: confirmSlots }, (_, index) => [
      [`confirm_link_${index + 1}`, index === 0 ? expect.stringMatching(/^mailto:/) : expect.any(String)],
      [`confirm_label_${index + 1}`, index === 0 ? expect.stringMatching(/^Confirmer\u00a0: /) : expect.any(String)],
    ]).flat(),
  ),
  // The parent's consent, and the sentence she ticked, as her e-mail keeps them.
  consent: 'oui',
  consent_text: consentSentence,
  // Its reference, the same on every try of this request (tests/unit/send-queue.test.ts).
  request_id: expect.stringMatching(/^[0-9a-f]{10}$/),
})

test.describe('booking form', () => {
  // A fake EmailJS on 127.0.0.1 for the auto-reply the host function sends.
  let emailJs: Awaited<ReturnType<typeof startEmailJsSink>>
  test.beforeAll(async () => {
    emailJs = await startEmailJsSink()
  })
  test.afterAll(() => emailJs.stop())

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(frozenNow)
    await serveAutoReply(page, emailJs.url)
  })

  test('from draft to send: the draft survives a reload, the consent does not; the send holds her template\'s fields, then the form is empty @mobile', async ({ page }) => {
    const errors = watchConsole(page)
    const blocked = await watchForBlockedContent(page)
    const sends = await captureSends(page)
    const day = openDays(2)[1] ?? ''
    const form = bookingForm(page)
    const consent = consentBox(page)
    await fillBooking(page, day, slotAt(-2))
    expect(await axeViolations(page), 'a date and a slot chosen').toEqual([])
    await test.step('the summary: the town she typed as the place of a home visit, the date\'s year on the line of its day and month', async () => {
      const summary = bookingSummary(page)
      if (isHomeService(bookingValues.service)) await expect(summary).toContainText(fill(ui.forms.summary.homeIn, { town: bookingTown }))
      const date = summary.getByRole('definition').filter({ hasText: dayLabel(day).slice(-4) })
      for (const width of page.viewportSize()!.width > 1000 ? [1280, 1024] : [390]) {
        await page.setViewportSize({ width, height: 800 })
        expect(await dateLines(date), `the summary's date at ${width} px`).toBe(1)
      }
    })
    await test.step('a reload keeps the draft, the date and the slot, but not the consent', async () => {
      await page.reload()
      await expectBookingKept(page, day, slotAt(-2))
      await expect(consent).not.toBeChecked()
    })
    await test.step('without the consent, the send is refused in her words, in the summary (whose link leads to the box) and above the box', async () => {
      await submitBooking(page).click()
      const refused = errorSummary(form)
      await expect(refused).toBeFocused()
      await expect(refused.getByRole('link')).toHaveText([ui.forms.errors.consent])
      await expect(consent).toHaveAttribute('aria-invalid', 'true')
      await expect(consent).toHaveAccessibleDescription(ui.forms.errors.consent)
      await refused.getByRole('link', { name: ui.forms.errors.consent }).click()
      await expect(consent).toBeFocused()
      expect(sends).toEqual([])
      await expect(bookingSent(page)).toHaveCount(0)
    })
    await test.step('ticked, the send holds exactly the fields her template reads', async () => {
      await consent.check()
      await submitBooking(page).click()
      await expect(bookingSent(page)).toContainText(ui.forms.success.booking.text)
      expect(await axeViolations(page), 'sent').toEqual([])
      expect(sends).toEqual([
        { lib_version: emailJsVersion, user_id: 'local-sink', service_id: 'local-sink', template_id: 'booking', template_params: bookingParams(day, slotAt(-2)) },
      ])
    })
    await test.step('then every field, the date, the slot and the box are reset, and no draft comes back', async () => {
      for (const label of Object.values(bookingLabels)) await expect(field(form, label)).toHaveValue('')
      await expect(form.getByRole('radio', { checked: true })).toHaveCount(0)
      await expect(slotGroup(page).getByRole('radio')).toHaveCount(0)
      await expect(page.getByRole('button', { name: /sélectionné/ })).toHaveCount(0)
      await expect(form.getByText(ui.forms.dateNone)).toBeVisible()
      await expect(consent).not.toBeChecked()
      await expect(submitBooking(page)).toBeEnabled()
      await page.reload()
      await approachBooking(page)
      await expect(field(form, bookingLabels.name)).toHaveValue('')
      await expect(form.getByRole('radio', { checked: true })).toHaveCount(0)
    })
    expect(errors).toEqual([])
    expect(await blocked()).toEqual([])
  })

  test('the calendar is French, starts on Monday, refuses past days and the days booking.yaml closes; the weeks already over take no room; its code comes at the parent\'s first intent in the form, not with the page; when it replaces its placeholder, nothing below it is pushed down @mobile', async ({ page }) => {
    // The frozen « today » is in the month's third week or later: two weeks or more are over.
    expect(weeksShown('2026-11', '2026-11-01').length - weeksShown('2026-11', frozenToday).length).toBeGreaterThanOrEqual(2)
    // The server's HTML, before any script: the placeholder, as tall as a month of six weeks.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto(bookingPath)
    await expect(page.getByText(ui.forms.loadingCalendar)).toBeVisible()
    const message = bookingForm(page).getByText(bookingLabels.message, { exact: true })
    const placeholder = await boxOf(message)
    await page.unroute('**/*.js')
    // Hydrated, the form waits for the parent: the calendar's chunk is not fetched with the page…
    const scripts: string[] = []
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
    const calendarChunk = (path: string) => /^\/assets\/BookingCalendar-[\w-]+\.js$/.test(path)
    await gotoHydrated(page, bookingPath)
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(ui.forms.loadingCalendar)).toBeVisible()
    expect(scripts.filter(calendarChunk)).toEqual([])
    // …but when a pointer comes over the form.
    await approachBooking(page)
    expect(scripts.filter(calendarChunk)).toHaveLength(1)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    expect((await boxOf(message)).y).toBeLessThanOrEqual(placeholder.y)
    const grid = page.getByRole('grid', { name: 'novembre 2026' })
    await expect(grid).toBeVisible()
    const late = (await grid.boundingBox())?.height ?? 0
    // react-day-picker hides its weekday header from assistive technology.
    await expect(grid.locator('thead th')).toHaveText(['lu', 'ma', 'me', 'je', 've', 'sa', 'di'])
    const weeks = grid.getByRole('row').filter({ has: page.getByRole('gridcell') })
    // From this week on (the weeks already over are left out), each row a week of the month, Monday first.
    const november = weeksShown('2026-11', frozenToday)
    await expect(weeks).toHaveCount(november.length)
    for (const [index, week] of november.entries()) {
      for (const day of week) await expect(weeks.nth(index).getByRole('gridcell').nth(weekdayIndex(day))).toHaveText(String(Number(day.slice(8))))
    }
    // Every day of the month: not shown when its week is over; else open when it is today or later and her rules
    // (closed weekdays, closed periods) allow it.
    for (const day of daysOf('2026-11')) {
      if (day < mondayOf(frozenToday)) {
        await expect(dayButton(page, day), `${day} not shown`).toHaveCount(0)
        continue
      }
      const open = day >= frozenToday && isOpenDay(day)
      await expect(dayButton(page, day), `${day} ${open ? 'open' : 'closed'}`)[open ? 'toBeEnabled' : 'toBeDisabled']()
    }
    // No going back before this month.
    await expect(page.getByRole('button', { name: 'Aller au mois précédent' })).toHaveAttribute('aria-disabled', 'true')
    await page.getByRole('button', { name: 'Aller au mois suivant' }).click()
    await expect(page.getByRole('grid', { name: 'décembre 2026' })).toBeVisible()
    // A month to come shows all its weeks.
    await expect(page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(
      weeksShown('2026-12', '2026-12-01').length,
    )
    for (const day of daysOf('2026-12')) {
      const open = isOpenDay(day)
      await expect(dayButton(page, day), `${day} ${open ? 'open' : 'closed'}`)[open ? 'toBeEnabled' : 'toBeDisabled']()
    }
    // The same month seen on its first day: every week shown, a taller calendar.
    await page.clock.setFixedTime(new Date('2026-11-01T10:00:00Z'))
    await gotoBooking(page)
    await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(weeksShown('2026-11', '2026-11-01').length)
    expect(late).toBeGreaterThan(0)
    expect(late).toBeLessThan((await grid.boundingBox())?.height ?? 0)
  })

  test('a finger that presses the calendar\'s placeholder before the calendar has come chooses the day that comes under it', { tag: '@mobile-only' }, async ({ page }) => {
    // A month seen from its first day: all its weeks shown, so the placeholder's middle falls on a day.
    await page.clock.setFixedTime(new Date('2026-12-01T10:00:00+01:00'))
    const calendar = await holdRoute(page, /\/assets\/BookingCalendar-[\w-]+\.js$/)
    await gotoHydrated(page, bookingPath)
    const placeholder = bookingForm(page).getByText(ui.forms.loadingCalendar)
    await placeholder.tap()
    const box = await boxOf(placeholder)
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    calendar.release()
    const chosen = page.getByRole('grid').getByRole('button', { name: /, sélectionné$/ })
    await expect(chosen).toHaveCount(1)
    const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? '', point)
    expect(under).toMatch(/, sélectionné$/)
    expect(await chosen.getAttribute('aria-label')).toBe(under)
    await expect(slotGroup(page).getByRole('radio').first()).toBeVisible()
  })

  test('pressed before the calendar has come, the summary\'s link to the date still leads to it', { tag: '@mobile-only' }, async ({ page }) => {
    const calendar = await holdRoute(page, /\/assets\/BookingCalendar-[\w-]+\.js$/)
    await gotoHydrated(page, bookingPath)
    await submitBooking(page).click()
    await errorSummary(bookingForm(page)).getByRole('link', { name: ui.forms.errors.date }).click()
    await expect(page).toHaveURL(/-date$/)
    await expect(bookingForm(page).getByText(ui.forms.loadingCalendar)).toBeInViewport()
    calendar.release()
  })

  test('pressed with something missing: an error summary says what and where; her slots come once a date is chosen; today\'s begun ones are refused @mobile', async ({ page }) => {
    await gotoBooking(page)
    const form = bookingForm(page)
    const slots = slotGroup(page).getByRole('radio')
    const submit = submitBooking(page)
    const summary = errorSummary(form)
    const [day = ''] = openDays(1)
    const words = ui.forms.errors
    const name = field(form, bookingLabels.name)
    await test.step('nothing chosen nor typed: a focused summary, a link to each field in the form\'s order, a message at each', async () => {
      await expect(submit).toBeEnabled()
      await submit.click()
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveText([words.service, words.date, words.name, words.email, words.phone, words.consent])
      // At each field, its message, which the field names as its description, the field marked invalid.
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toHaveAccessibleDescription(words.name)
      await expect(form.getByRole('group', { name: ui.forms.bookingService })).toHaveAccessibleDescription(words.service)
      await expect(form.getByRole('group', { name: ui.forms.date })).toHaveAccessibleDescription(words.date)
      // A link leads to its field and gives it the focus.
      await summary.getByRole('link', { name: words.phone }).click()
      await expect(field(form, bookingLabels.phone)).toBeFocused()
      // And keeps its place in the Tab order: back to what comes before it, Tab reaches it again.
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(field(form, bookingLabels.phone)).toBeFocused()
    })
    await test.step('an e-mail with no dot after the @ is refused with its own message; a message goes once its field is right', async () => {
      await fillBookingFields(page, { ...bookingValues, email: 'prenom.nom@example' })
      await submit.click()
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveText([words.date, words.emailInvalid])
      await expect(field(form, bookingLabels.email)).toHaveAccessibleDescription(words.emailInvalid)
      await expect(name).not.toHaveAttribute('aria-invalid')
      await field(form, bookingLabels.email).fill(bookingValues.email)
      await expect(summary.getByRole('link')).toHaveText([words.date])
    })
    await test.step('her slots appear once a date is chosen, under her morning and afternoon headings, in her order', async () => {
      await expect(slots).toHaveCount(0)
      await expect(form.getByText(ui.forms.slotHint)).toBeVisible()
      await dayButton(page, day).click()
      await expect(form.getByText(dateChosen(day))).toBeVisible()
      // The day chosen, the slot is what is missing.
      await expect(summary.getByRole('link')).toHaveText([words.slot])
      await expect(slots).toHaveCount(booking.timeSlots.length)
      for (const [index, slot] of booking.timeSlots.entries()) {
        await expect(slots.nth(index)).toHaveAccessibleName(slotName(slot))
        await expect(slots.nth(index)).toBeEnabled()
      }
      // In two short lists, her morning (before noon) and afternoon headings, each in the order of booking.yaml.
      // The slot sent stays the « 09:00 » she wrote (forms-booking-request.spec.ts, the recap).
      const morning = booking.timeSlots.filter((slot) => slot < '12:00')
      const afternoon = booking.timeSlots.filter((slot) => slot >= '12:00')
      for (const [name, expected] of [[ui.forms.slotsMorning, morning], [ui.forms.slotsAfternoon, afternoon]] as const) {
        const group = slotGroup(page).getByRole('group', { name })
        await expect(group).toHaveCount(expected.length > 0 ? 1 : 0)
        expect(await group.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual(expected)
      }
      await slots.last().check()
      await expect(summary).toHaveCount(0)
    })
    // On today's date, « now » being 10:00 in Paris, a slot that has begun (10:00 included) cannot be chosen, and says so.
    test.skip(!isOpenDay(frozenToday), `content/data/booking.yaml closes ${dayLabel(frozenToday)}, the frozen « today »`)
    await test.step('on today\'s date, a slot that has begun cannot be chosen, and says so', async () => {
      await dayButton(page, frozenToday).click()
      await expect(slots).toHaveCount(booking.timeSlots.length)
      for (const slot of booking.timeSlots) {
        const begun = slot <= '10:00'
        const radio = slotGroup(page).getByRole('radio', { name: begun ? `${slotName(slot)} ${ui.forms.slotPast}` : slotName(slot), exact: true })
        await expect(radio, slot)[begun ? 'toBeDisabled' : 'toBeEnabled']()
      }
    })
  })

  test('on the 28th of a month, the next free days are listed above the calendar, each with its first free time, and choose that day and time; the calendar opens on the first free day\'s month; today is marked, the chosen day stands out @mobile', async ({ page }) => {
    await page.clock.setFixedTime(lateNow)
    test.skip(lateInNovemberOnly, 'content/data/booking.yaml opens every listed day in November')
    // Today's first slot still to come, or her first slot on the days after.
    const firstFree = (day: string) => booking.timeSlots.find((slot) => day !== lateToday || slot > '10:00')!
    const list = bookingForm(page).getByRole('group', { name: ui.forms.nextOpenings })
    // Listed once the page is interactive, before the calendar, which waits for a first intent in the form.
    await gotoHydrated(page, bookingPath)
    await expect(list.getByRole('button')).toHaveCount(nextOpeningsShown)
    await expect(page.getByRole('grid')).toHaveCount(0)
    await approachBooking(page)
    await expect(page.getByRole('grid', { name: lateOpenings[0]!.startsWith('2026-11') ? 'novembre 2026' : 'décembre 2026' })).toBeVisible()
    const buttons = list.getByRole('button')
    await expect(buttons).toHaveCount(nextOpeningsShown)
    for (const [index, day] of lateOpenings.entries()) {
      await expect(buttons.nth(index)).toContainText(writtenDay(day).replace(/ \d{4}$/, ''))
      await expect(buttons.nth(index)).toContainText(slotName(firstFree(day)))
    }
    // In view where the calendar is, without turning its page, and each a finger's size.
    await page.getByRole('grid').scrollIntoViewIfNeeded()
    await expect(buttons.last()).toBeInViewport()
    for (const box of await buttons.evaluateAll((all) => all.map((button) => button.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(touchTarget)
    // Today keeps no ring of its own: the chosen day alone is filled and framed.
    const [, other] = lateOpenings
    if (isOpenDay(lateToday) && other?.startsWith('2026-11')) {
      await dayButton(page, other).click()
      const edge = (day: string) => dayButton(page, day).evaluate((button) => getComputedStyle(button).borderTopColor)
      expect(await edge(lateToday)).toBe('rgba(0, 0, 0, 0)')
      expect(await edge(other)).not.toBe('rgba(0, 0, 0, 0)')
    }
    const last = lateOpenings.at(-1)!
    await buttons.last().click()
    // The calendar turns to that day's month, the day chosen (« 1er » for the first of a month).
    await expect(bookingForm(page).getByText(dateChosen(last).replace(/ 1 /, ' 1er '))).toBeVisible()
    await expect(dayButton(page, last)).toHaveAccessibleName(/sélectionné/)
    await expect(slotRadio(page, firstFree(last))).toBeChecked()
    // On the narrowest phone, each day's words stay inside their button, off its border.
    await page.setViewportSize({ width: 320, height: 740 })
    const rooms = await buttons.evaluateAll((all) =>
      all.map((button) => {
        const words = document.createRange()
        words.selectNodeContents(button)
        const [edge, text] = [button.getBoundingClientRect(), words.getBoundingClientRect()]
        return Math.min(text.left - edge.left, edge.right - text.right)
      }),
    )
    for (const room of rooms) expect(room, 'room between a day\'s words and its border at 320 px').toBeGreaterThanOrEqual(6)
  })

  test('on a phone, nothing spills: the slots three a row, the summary and the chosen offer\'s line down to 320 px', { tag: '@mobile-only' }, async ({ page }) => {
    await gotoBooking(page)
    // A home visit: its place is the summary's longest value.
    const home = booking.bookingServices.find((option) => option.place === 'home')
    if (home) await chooseConsultation(page, home.label)
    await dayButton(page, openDays(1)[0] ?? '').click()
    await bookingForm(page).getByRole('radio').first().check()
    await test.step('the slots three a row in equal columns, each time inside its pill', async () => {
      const slots = await slotGroup(page).locator('li').evaluateAll((items) =>
        items.map((item) => {
          const pill = item.lastElementChild!.getBoundingClientRect()
          const text = document.createRange()
          text.selectNodeContents(item.lastElementChild!)
          const words = text.getBoundingClientRect()
          return { top: Math.round(pill.top), width: Math.round(pill.width), roomLeft: words.left - pill.left, roomRight: pill.right - words.right }
        }),
      )
      const perRow = [...new Set(slots.map((slot) => slot.top))].map((top) => slots.filter((slot) => slot.top === top).length)
      // Three a row, every slot as wide as the others: equal columns, a last row maybe shorter.
      expect(Math.max(...perRow), `slots per row: ${perRow.join(', ')}`).toBe(3)
      expect(new Set(slots.map((slot) => slot.width)).size, `slot widths: ${slots.map((slot) => slot.width).join(', ')}`).toBe(1)
      for (const { roomLeft, roomRight } of slots) expect(Math.min(roomLeft, roomRight), 'room between the time and its pill\'s edge').toBeGreaterThanOrEqual(8)
    })
    await test.step('at 390, 360 and 320 px the summary\'s labels above their values, nothing spilling, the chosen date\'s day, month and year on one line', async () => {
      for (const width of [390, 360, 320]) {
        await page.setViewportSize({ width, height: 844 })
        const rows = await bookingSummary(page).evaluate((summary) => {
          const edge = summary.getBoundingClientRect()
          return [...summary.querySelectorAll('dl > div')].map((row) => {
            const [term, value] = [row.querySelector('dt')!.getBoundingClientRect(), row.querySelector('dd')!.getBoundingClientRect()]
            return { label: row.querySelector('dt')!.textContent, above: term.bottom <= value.top + 1, inside: value.right <= edge.right && value.left >= edge.left }
          })
        })
        expect(rows.length).toBeGreaterThan(3)
        for (const row of rows) expect(row, `${width} px`).toMatchObject({ above: true, inside: true })
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width)
        for (const day of openDays(31).filter((day) => day.startsWith(frozenToday.slice(0, 7)))) {
          await dayButton(page, day).click()
          const status = bookingForm(page).getByRole('status').filter({ hasText: dateChosen(day) })
          expect(await dateLines(status), `${day} at ${width} px`).toBe(1)
        }
        await slotGroup(page).getByRole('radio', { disabled: false }).first().check()
      }
    })
    await test.step('at 320 px, the offer a « Réserver » chose as one line: within the form\'s margins, « Changer » a finger\'s size', async () => {
      // Her offer with the longest word, what a line cannot cut.
      const longestWord = (title: string) => Math.max(...title.split(/\s+/).map((word) => word.length))
      const [offer] = offers.offers.toSorted((a, b) => longestWord(b.title) - longestWord(a.title))
      if (!offer) return
      await gotoHydrated(page, bookingHref(bookingPath, offer))
      const change = changeConsultation(page)
      await expect(change).toBeVisible()
      const box = await boxOf(change)
      expect(box.height).toBeGreaterThanOrEqual(touchTarget)
      // The line and the fields under it end where the form's padding begins: a line too wide widens the whole form.
      const overflow = await bookingForm(page).evaluate((form) => {
        const inner = form.getBoundingClientRect().right - parseFloat(getComputedStyle(form).paddingRight) - parseFloat(getComputedStyle(form).borderRightWidth)
        return Math.max(...[...form.querySelectorAll('button, input:not([tabindex="-1"]), p')].map((element) => element.getBoundingClientRect().right)) - inner
      })
      expect(overflow, `${offer.title}: past the form's padding at 320 px`).toBeLessThanOrEqual(0.5)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the chosen offer\'s line at 320 px').toBeLessThanOrEqual(320)
    })
  })

  test('a booking can be made with the keyboard alone, the consent box included', async ({ page }) => {
    const sends = await captureSends(page)
    await gotoBooking(page)
    const form = bookingForm(page)
    // What first: one list of cards, each type's offers then « À préciser ensemble »; the arrows go down it to that
    // of the second type (bookingService), as many cards down as there are before it.
    const before = booking.bookingServices.slice(0, booking.bookingServices.findIndex((type) => type.value === bookingService.value))
    const cardsBefore = before.reduce((count, type) => count + offers.offers.filter((offer) => offer.booking === type.value).length + 1, 0)
    const target = offers.offers.filter((offer) => offer.booking === bookingService.value).length + cardsBefore
    await form.getByRole('radio').first().focus()
    await page.keyboard.press('Space')
    for (let step = 0; step < target; step++) await page.keyboard.press('ArrowDown')
    await expect(consultationCard(page, bookingService.label)).toBeChecked()
    // At home: where she lives.
    if (isHomeService(bookingValues.service)) {
      await page.keyboard.press('Tab')
      await expect(field(form, ui.forms.town)).toBeFocused()
      await page.keyboard.type(bookingTown)
    }
    // When: into the calendar, the next-month button, then the day it keeps in the tab order (today when open).
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Aller au mois suivant' })).toBeFocused()
    await page.keyboard.press('Tab')
    const [first = ''] = openDays(1, frozenToday)
    await expect(dayButton(page, first)).toBeFocused()
    // A week later, or the next week she opens that weekday: the arrows pass over closed days.
    let later = addDays(first, 7)
    while (!isOpenDay(later)) later = addDays(later, 7)
    await page.keyboard.press('ArrowDown')
    await expect(dayButton(page, later)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(form.getByText(dateChosen(later))).toBeVisible()
    // Into the slots: the first radio, then the arrow keys choose.
    await page.keyboard.press('Tab')
    await expect(form.getByRole('radio', { name: slotName(slotAt(0)), exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(form.getByRole('radio', { name: slotName(slotAt(2)), exact: true })).toBeChecked()
    // Who: name, e-mail, phone, then the message.
    for (const key of ['name', 'email', 'phone'] as const) {
      await page.keyboard.press('Tab')
      await expect(field(form, bookingLabels[key])).toBeFocused()
      await page.keyboard.type(bookingValues[key])
    }
    await page.keyboard.press('Tab')
    await expect(field(form, bookingLabels.message)).toBeFocused()
    // The consent box, ticked with the space bar.
    await page.keyboard.press('Tab')
    await expect(consentBox(page)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(consentBox(page)).toBeChecked()
    // The conditions of sale, linked in the sentence just before the button.
    await page.keyboard.press('Tab')
    await expect(form.getByRole('link', { name: ui.forms.termsLink })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(submitBooking(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(bookingSent(page)).toBeVisible()
    expect(sends.map((send) => send.template_params)).toEqual([bookingParams(later, slotAt(2), '')])
  })

})

for (const { zone, local } of [
  { zone: 'America/Los_Angeles', local: 'still Sunday afternoon' },
  { zone: 'Pacific/Auckland', local: 'already Monday afternoon' },
]) {
  test.describe(`a parent in ${zone}`, () => {
    test.use({ timezoneId: zone })

    test(`sees the consultant's days in Paris (Monday 1:30 am there, ${local} for the parent) and books the Paris day`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date('2026-11-23T00:30:00Z'))
      const parisToday = '2026-11-23'
      const sends = await captureSends(page)
      await gotoBooking(page)
      // Paris's Monday is today: open if she opens it; the parent's Sunday or Monday changes nothing.
      await expect(dayButton(page, parisToday))[isOpenDay(parisToday) ? 'toBeEnabled' : 'toBeDisabled']()
      // The days before cannot be chosen: disabled, or not shown at all once their week is over.
      for (const past of [addDays(parisToday, -1), addDays(parisToday, -2)]) {
        if (past < mondayOf(parisToday)) await expect(dayButton(page, past), past).toHaveCount(0)
        else await expect(dayButton(page, past), past).toBeDisabled()
      }
      await expect(dayButton(page, addDays(parisToday, 1)))[isOpenDay(addDays(parisToday, 1)) ? 'toBeEnabled' : 'toBeDisabled']()
      const [day = ''] = openDays(1, parisToday)
      await fillBookingFields(page)
      await chooseDateAndSlot(page, day, slotAt(-1))
      await submitBooking(page).click()
      await expect(bookingSent(page)).toBeVisible()
      expect(sends[0]?.template_params).toMatchObject({ appointment_date: writtenDay(day), appointment_time: slotAt(-1) })
    })
  })
}

test('a slot that begins between its choice and the press is asked again: nothing leaves, the summary says to choose a slot', { tag: '@mobile-only' }, async ({ page }) => {
  await page.clock.setFixedTime(frozenNow)
  const sends = await captureSends(page)
  const [day = ''] = openDays(1)
  await fillBooking(page, day, slotAt(0))
  // A minute into that slot, the parent presses « Envoyer ».
  await page.clock.setFixedTime(parisInstant(day, slotAt(0)) + 60_000)
  await submitBooking(page).click()
  await expect(errorSummary(bookingForm(page)).getByRole('link')).toHaveText([ui.forms.errors.slot])
  expect(sends).toEqual([])
  await expect(bookingSent(page)).toHaveCount(0)
})
