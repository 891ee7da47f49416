import { expect, type Page, test } from '@playwright/test'
import {
  bookingForm,
  captureSends,
  chooseDateAndSlot,
  contactForm,
  contactLabels,
  contactSent,
  field,
  fillBookingFields,
  frozenNow,
  gotoBooking,
  gotoContact,
  openContactFold,
  openDays,
  sendFailed,
  slotAt,
  submitBooking,
  submitContact,
  ui,
} from '../helpers/forms.ts'
import { pageAt } from '../helpers/site.ts'
import { axeViolations } from '../helpers/quality.ts'

/** axe's rules on one form, in the state it is in, as « rule: targets » lines. */
async function violations(page: Page, formName: string): Promise<string[]> {
  const found = await axeViolations(page, `form[aria-label="${formName.replace(/["\\]/g, '\\$&')}"]`)
  return found.map((violation) => `${violation.rule}: ${violation.targets.join(', ')}`)
}

test.describe('forms accessibility (axe, WCAG 2.2 AA)', () => {
  test('the booking form, empty, with a date and slot, and with the failure notice', async ({ page }) => {
    await page.clock.setFixedTime(frozenNow)
    await captureSends(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await gotoBooking(page)
    expect(await violations(page, ui.forms.bookingLabel)).toEqual([])
    await fillBookingFields(page)
    await chooseDateAndSlot(page, openDays(1)[0] ?? '', slotAt(-1))
    expect(await violations(page, ui.forms.bookingLabel)).toEqual([])
    await submitBooking(page).click()
    await expect(sendFailed(page)).toBeVisible()
    expect(await violations(page, ui.forms.bookingLabel)).toEqual([])
  })

  test('the contact form, empty and with the success notice', async ({ page }) => {
    await captureSends(page)
    await gotoContact(page)
    expect(await violations(page, ui.forms.contactLabel)).toEqual([])
    const form = contactForm(page)
    await field(form, contactLabels.name).fill('Léa')
    await field(form, contactLabels.email).fill('lea@example.fr')
    await field(form, contactLabels.message).fill('Bonjour')
    await submitContact(page).click()
    await expect(contactSent(page)).toBeVisible()
    expect(await violations(page, ui.forms.contactLabel)).toEqual([])
  })

  test('each form says what the data is for and links to the privacy policy', async ({ page }) => {
    for (const [path, form] of [
      ['/', contactForm(page)],
      ['/location-tire-lait', contactForm(page)],
      ['/rendez-vous', bookingForm(page)],
    ] as const) {
      await page.goto(path)
      await openContactFold(page)
      await expect(form.getByText(ui.forms.privacy)).toBeVisible()
      await expect(form.getByRole('link', { name: pageAt('/politique-de-confidentialite').title })).toHaveAttribute(
        'href',
        '/politique-de-confidentialite',
      )
    }
  })
})
