/**
 * What the forms' browser tests share: EmailJS calls intercepted with
 * Playwright's request routing, the forms and their fields found as a
 * parent reads them, filled as a parent fills them. Her calendar's days and
 * slots, and the frozen « today »: calendar-days.ts.
 */
import { createRequire } from 'node:module'
import { expect, type Locator, type Page, type Route } from '@playwright/test'
import { readAppointmentContent } from '../../scripts/build/content/functions-data.ts'
import { handleReceiptRequest } from '../../src/functions/accuse-reception.ts'
import { phoneHref } from '../../src/lib/format.ts'
import { dayLabel, frozenNow, slotName } from './calendar-days.ts'
import { booking, contentDir, practice, ui } from './content.ts'
import { receiptEnvAt, type SinkEmail } from './local-server.ts'
import { bookingPath, placingOrSkip, pathsPlacing, waitForHydration } from './site.ts'

/** The version the EmailJS client sends with each e-mail: the one installed (package.json asks for a range). */
export const emailJsVersion = (createRequire(import.meta.url)('@emailjs/browser/package.json') as { version: string }).version

export { booking, bookingPath, ui }

/** The JSON that @emailjs/browser posts to /api/v1.0/email/send (the template parameters of src/lib/email-payload.ts): what the mail sink keeps. */
export type EmailJsBody = Omit<SinkEmail, 'received_at'> & { lib_version: string }

/**
 * Intercepts every EmailJS send, keeps its JSON body and answers with
 * `answer` (200 « OK » unless told otherwise).
 */
export async function captureSends(
  page: Page,
  answer: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 200, body: 'OK' }),
): Promise<EmailJsBody[]> {
  const bodies: EmailJsBody[] = []
  await page.route('**/api/v1.0/email/send', async (route) => {
    bodies.push(route.request().postDataJSON() as EmailJsBody)
    await answer(route)
  })
  return bodies
}

/**
 * Holds every request to that address until `release()`, as a slow network holds a script: what the page
 * does before it comes. `asked` lists the addresses asked for meanwhile.
 */
export async function holdRoute(page: Page, url: string | RegExp): Promise<{ asked: string[]; release: () => void }> {
  const asked: string[] = []
  const { promise: held, resolve: release } = Promise.withResolvers<void>()
  await page.route(url, async (route) => {
    asked.push(route.request().url())
    await held
    await route.continue()
  })
  return { asked, release }
}

/**
 * The page's call to the auto-reply function handed to the real function (src/functions/accuse-reception.ts),
 * as her host would, on her content, at the page's frozen day (the built site's server reads the real clock),
 * sending through EmailJS's REST shape to `emailJsUrl` (a mail sink on 127.0.0.1), by default the built site's
 * server, whose sink writes outbox/ as `npm run preview` does; returns the bodies the page sent.
 */
export async function serveAutoReply(page: Page, emailJsUrl?: string): Promise<Record<string, string>[]> {
  const asked: Record<string, string>[] = []
  const content = readAppointmentContent(contentDir)
  await page.route('**/api/accuse-reception', async (route) => {
    const request = route.request()
    const env = receiptEnvAt(emailJsUrl ?? new URL(request.url()).origin)
    asked.push(request.postDataJSON() as Record<string, string>)
    const answer = await handleReceiptRequest(new Request(request.url(), { method: 'POST', body: request.postData() }), env, { content: () => content, now: frozenNow, log: () => {} })
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() })
  })
  return asked
}

/** For `test.beforeEach`: the page's clock fixed at the frozen « today » (calendar-days.ts). */
export const freezeClock = ({ page }: { page: Page }) => page.clock.setFixedTime(frozenNow)

/** The summary beside the booking form of what the parent asks for. */
export const bookingSummary = (page: Page) => page.getByRole('complementary', { name: ui.forms.summary.title })

export const contactForm = (page: Page) => page.getByRole('form', { name: ui.forms.contactLabel })
export const bookingForm = (page: Page) => page.getByRole('form', { name: ui.forms.bookingLabel })

/** The notices after a send, by their title (content/data/ui.yaml). */
export const contactSent = (page: Page) => page.getByRole('status').filter({ hasText: ui.forms.success.contact.title })
export const bookingSent = (page: Page) => page.getByRole('status').filter({ hasText: ui.forms.success.booking.title })
export const sendFailed = (page: Page) => page.getByRole('alert').filter({ hasText: ui.forms.failure.title })
export const submitContact = (page: Page) => contactForm(page).getByRole('button', { name: ui.forms.submitContact })
export const submitBooking = (page: Page) => bookingForm(page).getByRole('button', { name: ui.forms.submitBooking })

/** What a parent types in either form, keyed like the forms' fields. */
type RequestValues = Record<'name' | 'email' | 'phone' | 'service' | 'message', string>

/** The labels a parent reads (content/data/ui.yaml): the two forms differ in what they require. */
export const contactLabels: RequestValues = {
  name: ui.forms.name,
  email: ui.forms.email,
  phone: ui.forms.phone,
  service: ui.forms.contactService,
  message: ui.forms.message,
}
/** The booking form's fields with a label; its consultation is a list of cards (chooseConsultation). */
export const bookingLabels: Omit<RequestValues, 'service'> = {
  name: ui.forms.name,
  email: ui.forms.email,
  phone: ui.forms.phoneRequired,
  message: ui.forms.messageOptional,
}

/** The field of that label, and no other whose label merely contains it (« Message » / « Message * »). */
export const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true })

/** Types each value in the field of that label; the service is chosen by its label (`choose`), and left as it is when ''. */
async function fillRequest(
  form: Locator,
  labels: Omit<RequestValues, 'service'>,
  values: RequestValues,
  choose: (label: string) => Promise<void>,
): Promise<void> {
  for (const key of ['name', 'email', 'phone'] as const) await field(form, labels[key]).fill(values[key])
  if (values.service) await choose(values.service)
  await field(form, labels.message).fill(values.message)
}

/** « Changer »: the chosen consultation, folded into one line, opens the list again. */
export const changeConsultation = (page: Page) => bookingForm(page).getByRole('button', { name: ui.forms.change, exact: true })
/** The consultation chosen, as one line at the top of the form (after « Réserver », or a draft). */
export const chosenConsultation = (page: Page) => bookingForm(page).getByRole('group', { name: ui.forms.offer, exact: true })
/** The card of an offer (by its title) under its type of consultation (by its label); « À préciser ensemble » when no title. */
export const consultationCard = (page: Page, service: string, offer: string = ui.forms.offerNone) =>
  bookingForm(page).getByRole('group', { name: service, exact: true }).getByRole('radio', { name: offer, exact: true })

/** Chooses that card, opening the list first when the choice is folded into one line. */
export async function chooseConsultation(page: Page, service: string, offer?: string): Promise<void> {
  // Once hydrated, its draft read (the button is enabled then): a draft brought back may fold the choice into its line.
  await expect(submitBooking(page)).toBeEnabled()
  if (await changeConsultation(page).isVisible()) await changeConsultation(page).click()
  await consultationCard(page, service, offer).check()
}

/**
 * That type of consultation and that offer (or « À préciser ensemble ») are chosen: named by the line at the top
 * of the form when a « Réserver » or a draft chose them, else checked in the list where the parent chose them.
 */
export async function expectConsultation(page: Page, service: string, offer?: string): Promise<void> {
  // Once hydrated, its draft or address read: before, the server's list shows, nothing chosen.
  await expect(submitBooking(page)).toBeEnabled()
  // The line, or the card checked: a « Réserver »'s choice is taken up an effect after the button is enabled.
  const checked = consultationCard(page, service, offer).and(page.locator(':checked'))
  await expect(chosenConsultation(page).or(checked)).toBeVisible()
  if ((await chosenConsultation(page).count()) === 0) return
  const line = chosenConsultation(page)
  await expect(line).toContainText(offer ?? service)
  if (!offer) await expect(line).toContainText(ui.forms.offerNone)
}

/** No consultation chosen: the list, none of its cards checked. */
export async function expectNoConsultation(page: Page): Promise<void> {
  await expect(chosenConsultation(page)).toHaveCount(0)
  await expect(bookingForm(page).getByRole('group', { name: ui.forms.bookingService }).getByRole('radio', { checked: true })).toHaveCount(0)
}

/** An option of one of her lists in content/data/booking.yaml, by position: the tests need no particular one. */
export function optionOf(list: readonly { value: string; label: string }[], index: number, name: string) {
  const option = list.at(index) ?? list.at(0)
  if (!option) throw new Error(`content/data/booking.yaml has no ${name}`)
  return option
}

/** The contact subject the tests choose, and the consultation the booking tests choose (the second type, else the first: the keyboard test counts the cards before it). */
export const contactService = optionOf(booking.contactServices, 1, 'contactServices')
export const bookingService = optionOf(booking.bookingServices, 1, 'bookingServices')

export const contactValues = {
  name: 'Camille Durand',
  email: 'camille.durand@example.fr',
  phone: '06 12 34 56 78',
  service: contactService.label,
  message: 'Bonjour,\nj’aimerais préparer l’allaitement avant la naissance de notre bébé, prévue en mars.',
}

/** The contact form still holds every value `fillContact` typed, and can be sent again. */
export async function expectContactKept(page: Page): Promise<void> {
  const form = contactForm(page)
  for (const key of ['name', 'email', 'phone', 'message'] as const) {
    await expect(field(form, contactLabels[key])).toHaveValue(contactValues[key])
  }
  await expect(field(form, contactLabels.service)).toHaveValue(contactService.value)
  await expect(submitContact(page)).toBeEnabled()
}

export const bookingValues = {
  name: 'Inès Martin',
  email: 'ines.martin@example.fr',
  phone: '07 98 76 54 32',
  service: bookingService.label,
  message: 'Notre fille a 5 jours, les tétées sont douloureuses.',
}
/** The town a parent types when the consultation happens at home (« Votre commune »). */
export const bookingTown = 'Saint-Herblain'

/** Whether that type of consultation (its label) happens at the parent's home, where the form asks for her town. */
export const isHomeService = (label: string) => booking.bookingServices.find((option) => option.label === label)?.place === 'home'

export async function fillContact(page: Page, values = contactValues): Promise<void> {
  const form = contactForm(page)
  await fillRequest(form, contactLabels, values, (label) => field(form, contactLabels.service).selectOption({ label }).then(() => {}))
}

/** The booking form's consent box, by the sentence she wrote for it (content/data/ui.yaml). */
export const consentBox = (page: Page) => bookingForm(page).getByRole('checkbox', { name: ui.forms.consent })

/** The sentence her e-mail records with the consent: the box's words without the form's « * ». */
export const consentSentence = ui.forms.consent.replace(/\s*\*$/, '')

export async function fillBookingFields(page: Page, values = bookingValues): Promise<void> {
  await fillRequest(bookingForm(page), bookingLabels, values, (label) => chooseConsultation(page, label))
  // The town is asked for a home visit only, whether the parent chose it or a « Réserver » did.
  const town = field(bookingForm(page), ui.forms.town)
  if ((await town.count()) > 0) await town.fill(bookingTown)
  // The form sends nothing without it, and no draft brings it back.
  await consentBox(page).check()
}

/** The booking form still holds every value `fillBookingFields` typed, that day (the calendar shown) and that slot, and can be sent. */
export async function expectBookingKept(page: Page, day: string, slot: string): Promise<void> {
  const form = bookingForm(page)
  await expect(field(form, bookingLabels.name)).toHaveValue(bookingValues.name)
  await expect(field(form, bookingLabels.phone)).toHaveValue(bookingValues.phone)
  await expectConsultation(page, bookingService.label)
  await expect(field(form, bookingLabels.message)).toHaveValue(bookingValues.message)
  if (isHomeService(bookingValues.service)) await expect(field(form, ui.forms.town)).toHaveValue(bookingTown)
  await expect(page.getByRole('button', { name: `${dayLabel(day)}, sélectionné` })).toBeVisible()
  await expect(form.getByRole('radio', { name: slotName(slot), exact: true })).toBeChecked()
  await expect(submitBooking(page)).toBeEnabled()
}

/** The lines on which a date's « 30 novembre 2026 » (or « 1er décembre 2027 ») is laid out, in the first text node of that element that holds one. */
export async function dateLines(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const match = /\d+(er)?\s\S+\s\d{4}/.exec(text.textContent ?? '')
      if (!match) continue
      const range = document.createRange()
      range.setStart(text, match.index)
      range.setEnd(text, match.index + match[0].length)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    }
    return 0
  })
}

/** The error summary at the top of a form, by its title. */
export const errorSummary = (form: Locator) => form.getByRole('group', { name: ui.forms.errors.title })

/** The calendar's button for that day (react-day-picker prefixes today's with « Aujourd'hui, »). */
export const dayButton = (page: Page, day: string) =>
  page.getByRole('grid').getByRole('button', { name: new RegExp(`^(Aujourd'hui, )?${dayLabel(day)}(, sélectionné)?$`) })

export const slotGroup = (page: Page) => bookingForm(page).getByRole('group', { name: ui.forms.slot })

/** One of her slots in the slot group, by its time as the parent reads it. */
export const slotRadio = (page: Page, slot: string) => slotGroup(page).getByRole('radio', { name: slotName(slot), exact: true })

export async function chooseDateAndSlot(page: Page, day: string, slot: string): Promise<void> {
  await dayButton(page, day).click()
  await slotRadio(page, slot).check()
}

/** The button that unfolds a page's folded contact form (<FoldedContactForm>, wherever she places it), as a visitor taps it. */
export const contactFold = (page: Page) => page.getByRole('main').locator('details:has(form) > summary')

/** Unfolds the page's folded contact form, if it has one and it is closed. */
export async function openContactFold(page: Page): Promise<void> {
  const fold = contactFold(page)
  if ((await fold.count()) === 0) return
  if (!(await fold.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open))) await fold.click()
}

/** Her first page that places a contact form, folded or not, wherever she puts it. */
const contactPath = (): string => pathsPlacing('FoldedContactForm')[0] ?? placingOrSkip('ContactForm')

/**
 * Opens a page with the contact form once React has hydrated it (its button is disabled before): unfolded
 * where it is folded, touched elsewhere (a contact form waits for a first touch, src/page/islands.ts).
 */
async function gotoContact(page: Page): Promise<void> {
  await page.goto(contactPath())
  if ((await contactFold(page).count()) > 0) await openContactFold(page)
  else await field(contactForm(page), contactLabels.name).click()
  await expect(submitContact(page)).toBeEnabled()
}

/** Opens the contact form and sends it as a parent does: every field filled with these values, then « Envoyer ». */
export async function sendContact(page: Page, values = contactValues): Promise<void> {
  await gotoContact(page)
  await fillContact(page, values)
  await submitContact(page).click()
}

/**
 * Shows the parent's intent to use the booking form, as a computer's mouse does by coming over it: the
 * calendar loads then, not at hydration (src/components/BookingForm/calendar-on-intent.tsx).
 */
export async function approachBooking(page: Page): Promise<void> {
  await waitForHydration(page)
  await field(bookingForm(page), bookingLabels.name).hover()
  await expect(page.getByRole('grid')).toBeVisible()
}

/** Opens the booking page (or that address with a query) once its calendar, which comes at a first intent, is there. */
export async function gotoBooking(page: Page, path = bookingPath): Promise<void> {
  await page.goto(path)
  await approachBooking(page)
}

/** Opens the booking page (or that address) and fills it as a parent does: every field (these values), the consent, that day and that slot. */
export async function fillBooking(page: Page, day: string, slot: string, values = bookingValues, path = bookingPath): Promise<void> {
  await gotoBooking(page, path)
  await fillBookingFields(page, values)
  await chooseDateAndSlot(page, day, slot)
}

/** Her phone and the e-mail to her pre-filled with the request: the way out a notice gives when a request cannot leave. */
export async function expectWayOut(notice: Locator, bodyIncludes: readonly string[]): Promise<void> {
  await expect(notice.getByRole('link', { name: ui.forms.failure.call })).toHaveAttribute('href', phoneHref(practice.phone))
  const mail = new URL((await notice.getByRole('link', { name: ui.forms.failure.mail }).getAttribute('href')) ?? '')
  expect([mail.protocol, mail.pathname]).toEqual(['mailto:', practice.email])
  // E-mail lines end in CRLF (RFC 6068), the message's own included.
  for (const text of bodyIncludes) expect(mail.searchParams.get('body')?.replaceAll('\r\n', '\n')).toContain(text)
}
