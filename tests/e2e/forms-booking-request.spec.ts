import { expect, type Page, test } from '@playwright/test'
import { formatOfferLine, formatPrice, formatPrices, formatTime } from '../../src/lib/format.ts'
import { offers, ui } from '../helpers/content.ts'
import { bookingHref } from '../../src/lib/booking-link.ts'
import { offersPath, privacyPath, waitForHydration, watchConsole } from '../helpers/site.ts'
import {
  booking,
  bookingForm,
  bookingLabels,
  bookingPath,
  bookingSummary,
  bookingValues,
  captureSends,
  chooseConsultation,
  chosenConsultation,
  chooseDateAndSlot,
  consultationCard,
  expectConsultation,
  expectNoConsultation,
  field,
  fillBooking,
  fillBookingFields,
  freezeClock,
  gotoBooking,
  holdRoute,
  optionOf,
  submitBooking,
} from '../helpers/forms.ts'
import { openDays, slotAt, slotName, writtenDay } from '../helpers/calendar-days.ts'

/**
 * The request a parent sends, from « Réserver » to the recap: the exact offer
 * carried to the form and to her e-mail, the consultation a link's
 * `?service=<option>` chooses (in the browser: the pre-rendered page lists
 * them all and chooses none, tests/unit/site-render.test.tsx), what then
 * when then who, the times in French,
 * the summary of what is asked, and the recap once it is sent. Every value is
 * read from content/ (the offers, the options of booking.yaml, the slots, the words).
 */
const [day = ''] = openDays(1)
/** What a parent types, the consultation left as the link chose it. */
const leftAsTheLinkChose = { ...bookingValues, service: '', message: '' }
/** The label of a type of consultation of booking.yaml, by its value. */
const typeLabel = (value: string | undefined) => booking.bookingServices.find((option) => option.value === value)?.label ?? ''

/** An offer's prices as the summary says them: « 70 € », or each of a formula's with the footnote that makes it apply. */
async function expectPrices(page: Page, offer: (typeof offers.offers)[number]): Promise<void> {
  const noted = offer.prices.length > 1 && offer.prices.some((price) => price.footnote)
  if (!noted) return expect(bookingSummary(page)).toContainText(formatPrices(offer.prices, ui.offers.or))
  for (const price of offer.prices) {
    await expect(bookingSummary(page)).toContainText(formatPrice(price))
    const note = offers.footnotes.find((footnote) => footnote.number === price.footnote)?.text
    if (note) await expect(bookingSummary(page)).toContainText(note)
  }
}

/** The last type of consultation of booking.yaml: the tests need no particular one. */
const lastService = optionOf(booking.bookingServices, -1, 'bookingServices')

/** The page's booking links: plain links, each a page load of the booking page with its offer in the address. */
const bookingLinks = (page: Page) => page.getByRole('main').locator(`a[href^="${bookingPath}?"]`)

test.beforeEach(freezeClock)

// The home page's buttons lead to the same addresses (design.spec.ts: bookingHref of each offer she features).
test('every booking button of the offers page carries its offer: chosen in the form, then named in the e-mail, for the first and the last; the send code comes at the first input, not with a first arrival by a link', async ({ page }) => {
  // One visit per offer she has, and two requests sent:
  // the e-mail takes the offer the form shows, so the first and the last prove it without a send per offer.
  test.setTimeout(45_000 + offers.offers.length * 3_000)
  const errors = watchConsole(page)
  const sends = await captureSends(page)
  // The send code (the EmailJS client, the queue, the e-mail's lines): not for the link's choice, at the first input.
  const sendCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(email-client|send-queue|calendar-line)-/.test(request.url())) sendCode.push(request.url())
  })
  await page.goto(offersPath)
  const hrefs = await bookingLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const count = hrefs.length
  expect(count).toBe(offers.offers.length)
  for (const [index, href] of hrefs.entries()) {
    const id = new URL(href, 'http://site').searchParams.get('offre')
    const offer = offers.offers.find((candidate) => candidate.id === id)
    if (!offer) throw new Error(`${offersPath}: booking link n° ${index + 1} names no offer of offers.yaml (${id})`)
    // The first and the last pressed on the offers page; the others, plain links, opened at the address they hold.
    if (index === 0 || index === count - 1) {
      if (index > 0) await page.goto(offersPath)
      await bookingLinks(page).nth(index).click()
    } else await page.goto(href)
    // The offer as one line at the top of the form, on the first screen.
    await expectConsultation(page, typeLabel(offer.booking), offer.title)
    await expect(bookingForm(page).getByRole('group', { name: ui.forms.offer, exact: true })).toBeInViewport()
    await expect(bookingSummary(page)).toContainText(offer.title)
    await expectPrices(page, offer)
    if (index > 0 && index < count - 1) continue
    if (index === 0) {
      await page.waitForLoadState('networkidle')
      expect(sendCode, 'the send code, for the link alone').toEqual([])
    }
    await fillBookingFields(page, leftAsTheLinkChose)
    if (index === 0) await expect.poll(() => sendCode.length, { message: 'the send code, at the first input' }).toBe(3)
    await chooseDateAndSlot(page, day, slotAt(0))
    await submitBooking(page).click()
    // A loaded machine may take more than the default 5 s to hand a send to the fake EmailJS.
    await expect.poll(() => sends.length, { timeout: 15_000 }).toBe(index === 0 ? 1 : 2)
    expect(sends.at(-1)?.template_params).toMatchObject({ service: offer.booking, offer: formatOfferLine(offer, ui.offers.or) })
    // The next send from this browser, without EmailJS's ten seconds between two sends of a form.
    await page.evaluate(() => localStorage.clear())
  }
  expect(errors).toEqual([])
})

test('after sending, the recap names what was asked and what happens next; the form is empty again @mobile', async ({ page }) => {
  const sends = await captureSends(page)
  // The host says it could not send the parent's auto-reply (its settings missing): the recap must not announce one.
  await page.route('**/api/accuse-reception', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }))
  const offer = offers.offers.at(-1)!
  const slot = slotAt(-1)
  await fillBooking(page, day, slot, leftAsTheLinkChose, `${bookingPath}?service=${offer.booking}&offre=${offer.id}`)
  await submitBooking(page).click()
  const recap = bookingForm(page).getByRole('status').filter({ hasText: ui.forms.success.booking.title })
  await expect(recap).toContainText(ui.forms.success.booking.text)
  await expect(recap).toContainText(formatOfferLine(offer, ui.offers.or))
  await expect(recap).toContainText(writtenDay(day))
  await expect(recap).toContainText(formatTime(slot))
  // An acknowledgement is announced only when the host function said it sent it (tests/e2e/forms-availability.spec.ts).
  await expect(recap.getByText(ui.forms.success.booking.autoReply.split('{to}')[0]!.trim())).toHaveCount(0)
  // The e-mail keeps the slot as her template knows it.
  expect(sends[0]?.template_params.appointment_time).toBe(slot)
  await expect(field(bookingForm(page), bookingLabels.name)).toHaveValue('')
  await expectNoConsultation(page)
  // On a phone the empty summary, just above the recap, gives way to it until she chooses again.
  const phone = page.viewportSize()!.width < 1024
  await expect(bookingSummary(page)).toBeVisible({ visible: !phone })
  await chooseConsultation(page, typeLabel(offer.booking))
  await expect(bookingSummary(page)).toBeVisible()
})

test('the form asks what, then when, then who (what the data is for: forms-contact.spec.ts, the same <PrivacyNote> of RequestForm); on a computer the summary sits beside it and fills in as the parent chooses', async ({ page }) => {
  await gotoBooking(page, bookingPath)
  const form = bookingForm(page)
  const legends = await form.locator('fieldset > legend').allTextContents()
  const parts = [ui.forms.what, ui.forms.when, ui.forms.who].map((legend) => legends.indexOf(legend))
  expect(parts.every((index) => index >= 0)).toBe(true)
  expect([...parts].sort((a, b) => a - b)).toEqual(parts)
  // And the fields in that order in the page: the type, the calendar, the name.
  const order = await form.evaluate((element, labels) => {
    const at = (node: Element | null) => (node ? [...element.querySelectorAll('*')].indexOf(node) : -1)
    const byLabel = (text: string) => [...element.querySelectorAll('label')].find((label) => label.textContent === text)?.control ?? null
    return [at(element.querySelector('input[type="radio"]')), at(element.querySelector('[role="grid"]')), at(byLabel(labels.name))]
  }, { name: bookingLabels.name })
  expect(order.every((index) => index >= 0)).toBe(true)
  expect([...order].sort((a, b) => a - b)).toEqual(order)

  const aside = bookingSummary(page)
  // Before any choice, each row says what is still to choose: the consultation, the place, the date, the time.
  const words = ui.forms.summary
  for (const label of [words.consultation, words.place, words.date, words.time]) {
    await expect(aside.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]'), label).toHaveText(words.toChoose)
  }
  const fieldsRight = await bookingForm(page).getByRole('radio').first().evaluate((radio) => radio.closest('li')!.getBoundingClientRect().right)
  expect((await aside.boundingBox())!.x).toBeGreaterThan(fieldsRight)

  const offer = offers.offers.find((candidate) => candidate.duration) ?? offers.offers[0]!
  const service = booking.bookingServices.find((option) => option.value === offer.booking)!
  await chooseConsultation(page, service.label)
  await expect(aside).toContainText(service.label)
  await expect(aside).toContainText(ui.forms.summary[service.place])
  await chooseConsultation(page, service.label, offer.title)
  await expect(aside).toContainText(offer.title)
  await expectPrices(page, offer)
  await chooseDateAndSlot(page, day, slotAt(0))
  await expect(aside).toContainText(writtenDay(day))
  await expect(aside).toContainText(slotName(slotAt(0)))
  await expect(aside.getByText(ui.forms.summary.toChoose)).toHaveCount(0)
})

/** As in a new tab: the drafts forgotten, once the page has left for one without a form (a draft it was still to write would come back). */
async function newVisit(page: Page): Promise<void> {
  await page.goto(privacyPath)
  await page.evaluate(() => sessionStorage.clear())
}

test('a direct load with ?service=<option> chooses that option, for each of booking.yaml; an unknown, empty or missing one chooses nothing, nor does an option\'s label (the link names its key); no error', async ({ page }) => {
  const errors = watchConsole(page)
  const nothing = ['?service=inconnu', '?service=', `?service=${encodeURIComponent(lastService.label)}`, '']
  const loads = [...booking.bookingServices.map((option) => [`?service=${option.value}`, option] as const), ...nothing.map((query) => [query, undefined] as const)]
  // A load of the booking page each, two seconds here, up to twice that beside another test: as many as her types of consultation.
  test.setTimeout(10_000 + loads.length * 5_000)
  for (const [query, option] of loads) {
    await gotoBooking(page, `${bookingPath}${query}`)
    if (option) await expectConsultation(page, option.label)
    else await expectNoConsultation(page)
    // The next link as in a new tab: the draft this one left (sessionStorage) would otherwise win.
    await newVisit(page)
  }
  expect(errors).toEqual([])
})

test('a card chosen and a name typed in the server\'s form, before its script has come, are both kept once it has, the list left open under her finger; arrived by a « Réserver » link, that card wins over the link\'s offer', async ({ page }) => {
  // The last card of the list: a type of consultation and its last offer, or « à préciser ».
  const service = booking.bookingServices.at(-1)!
  const offer = offers.offers.filter((each) => each.booking === service.value).at(-1)
  const card = () => consultationCard(page, service.label, offer?.title)
  for (const address of [bookingPath, bookingHref(bookingPath, offers.offers[0]!)]) {
    const scripts = await holdRoute(page, '**/assets/BookingForm-*.js')
    await page.goto(address)
    await card().check()
    await field(bookingForm(page), bookingLabels.name).fill(bookingValues.name)
    scripts.release()
    await waitForHydration(page)
    await expect(submitBooking(page)).toBeEnabled()
    // A link's choice and a restored draft's fold come an effect after the button is enabled: two frames more.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(card(), address).toBeChecked()
    await expect(chosenConsultation(page), address).toHaveCount(0)
    await expect(field(bookingForm(page), bookingLabels.name)).toHaveValue(bookingValues.name)
    await newVisit(page)
  }
})

test('an offer unknown to offers.yaml chooses no offer, the link’s type of consultation still applies; with a draft under way, a booking button\'s offer is the new choice, a link\'s consultation is taken when the draft has none and not over the parent\'s; what she typed stays', async ({ page }) => {
  const [first, second] = offers.offers
  await gotoBooking(page, `${bookingPath}?service=${first!.booking}&offre=inconnue`)
  await expectConsultation(page, typeLabel(first!.booking))
  await gotoBooking(page, `${bookingPath}?service=${first!.booking}&offre=${first!.id}`)
  await field(bookingForm(page), bookingLabels.name).fill('Inès Martin')
  await gotoBooking(page, `${bookingPath}?service=${second!.booking}&offre=${second!.id}`)
  await expectConsultation(page, typeLabel(second!.booking), second!.title)
  await expect(field(bookingForm(page), bookingLabels.name)).toHaveValue('Inès Martin')
  // A new visit, as in a new tab: a draft with no consultation chosen.
  await newVisit(page)
  const other = booking.bookingServices.find((option) => option.label !== bookingValues.service)
  const drafted = booking.bookingServices.find((option) => option.label === bookingValues.service)
  if (!other || !drafted) throw new Error('content/data/booking.yaml needs the draft’s option and another one')
  await gotoBooking(page)
  await field(bookingForm(page), bookingLabels.name).fill(bookingValues.name)
  await gotoBooking(page, `${bookingPath}?service=${other.value}`)
  await expectConsultation(page, other.label)
  await expect(field(bookingForm(page), bookingLabels.name)).toHaveValue(bookingValues.name)
  await fillBookingFields(page)
  await gotoBooking(page, `${bookingPath}?service=${other.value}`)
  await expectConsultation(page, drafted.label)
  await expect(field(bookingForm(page), bookingLabels.name)).toHaveValue(bookingValues.name)
})
