/**
 * What the forms' browser tests share: EmailJS calls intercepted with
 * Playwright's request routing, the console watched, the clock pinned.
 */
import { expect, type Locator, type Page, type Route } from '@playwright/test'

/** « Today » in the calendar tests: Friday 20 November 2026, 10:00 in Paris. */
export const frozenNow = new Date('2026-11-20T10:00:00+01:00')

/** The JSON that @emailjs/browser posts to /api/v1.0/email/send (spec §7). */
export interface EmailJsBody {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, string>
}

function isEmailJsBody(value: unknown): value is EmailJsBody {
  return typeof value === 'object' && value !== null && 'template_params' in value && 'template_id' in value
}

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
    const body: unknown = route.request().postDataJSON()
    if (isEmailJsBody(body)) bodies.push(body)
    await answer(route)
  })
  return bodies
}

/** Console errors and uncaught exceptions, to assert there are none, or exactly the expected one. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // Chromium's own « Failed to load resource » for a refused send is not the app's log, which is checked on its own.
    if (message.location().url.endsWith('/api/v1.0/email/send')) return
    errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

export const contactForm = (page: Page) => page.getByRole('form', { name: 'Formulaire de contact' })
export const bookingForm = (page: Page) => page.getByRole('form', { name: 'Demande de rendez-vous' })

/** What a parent types in either form, keyed like the forms' fields. */
type RequestValues = Record<'name' | 'email' | 'phone' | 'service' | 'message', string>

/** The labels a parent reads: the two forms differ in what they require. */
const contactLabels: RequestValues = { name: 'Nom *', email: 'E-mail *', phone: 'Téléphone', service: 'Sujet', message: 'Message *' }
const bookingLabels: RequestValues = {
  name: 'Nom *',
  email: 'E-mail *',
  phone: 'Téléphone *',
  service: 'Type de consultation *',
  message: 'Message',
}

/** Types each value in the field of that label; the service is chosen by the option's label. */
async function fillRequest(form: Locator, labels: RequestValues, values: RequestValues): Promise<void> {
  await form.getByLabel(labels.name).fill(values.name)
  await form.getByLabel(labels.email).fill(values.email)
  await form.getByLabel(labels.phone).fill(values.phone)
  await form.getByLabel(labels.service).selectOption({ label: values.service })
  await form.getByLabel(labels.message).fill(values.message)
}

export const contactValues = {
  name: 'Camille Durand',
  email: 'camille.durand@example.fr',
  phone: '06 12 34 56 78',
  service: 'Préparation à l’allaitement',
  message: 'Bonjour,\nj’aimerais préparer l’allaitement avant la naissance de notre bébé, prévue en mars.',
}

/** The contact form still holds every value `fillContact` typed, and can be sent again. */
export async function expectContactKept(page: Page): Promise<void> {
  const form = contactForm(page)
  await expect(form.getByLabel('Nom *')).toHaveValue(contactValues.name)
  await expect(form.getByLabel('E-mail *')).toHaveValue(contactValues.email)
  await expect(form.getByLabel('Téléphone')).toHaveValue(contactValues.phone)
  await expect(form.getByLabel('Sujet')).toHaveValue('preparation')
  await expect(form.getByLabel('Message *')).toHaveValue(contactValues.message)
  await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled()
}

export const bookingValues = {
  name: 'Inès Martin',
  email: 'ines.martin@example.fr',
  phone: '07 98 76 54 32',
  service: 'Consultation postnatale',
  message: 'Notre fille a 5 jours, les tétées sont douloureuses.',
}

export async function fillContact(page: Page, values = contactValues): Promise<void> {
  await fillRequest(contactForm(page), contactLabels, values)
}

export async function fillBookingFields(page: Page, values = bookingValues): Promise<void> {
  await fillRequest(bookingForm(page), bookingLabels, values)
}

/** The booking form still holds every value `fillBookingFields` typed, that day and that slot, and can be sent. */
export async function expectBookingKept(page: Page, day: string, slot: string): Promise<void> {
  const form = bookingForm(page)
  await expect(form.getByLabel('Nom *')).toHaveValue(bookingValues.name)
  await expect(form.getByLabel('Téléphone *')).toHaveValue(bookingValues.phone)
  await expect(form.getByLabel('Type de consultation *')).toHaveValue('consultations-postnatales')
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue(bookingValues.message)
  await expect(page.getByRole('button', { name: `${day}, sélectionné` })).toBeVisible()
  await expect(form.getByRole('radio', { name: slot })).toBeChecked()
  await expect(form.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled()
}

/** Picks a day in the calendar by its French label, then a slot. */
export async function chooseDateAndSlot(page: Page, day: string, slot: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^(Aujourd'hui, )?${day}`) }).click()
  await page.getByRole('group', { name: 'Créneau *' }).getByRole('radio', { name: slot }).check()
}

/** Opens a page with the contact form once React has hydrated it (its button is disabled before). */
export async function gotoContact(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await expect(contactForm(page).getByRole('button', { name: 'Envoyer le message' })).toBeEnabled()
}

/** Opens /rendez-vous (or that address with a query) once its calendar, which only renders after hydration, is there. */
export async function gotoBooking(page: Page, path = '/rendez-vous'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('grid')).toBeVisible()
}
