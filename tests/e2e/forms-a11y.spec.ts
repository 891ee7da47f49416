import { expect, type Page, test } from '@playwright/test'
import { ui } from '../helpers/content.ts'
import { bookingForm, captureSends, chooseDateAndSlot, contactForm, fillBookingFields, frozenNow, gotoBooking, gotoContact } from '../helpers/forms.ts'
import { axeViolations } from '../helpers/quality.ts'

/** axe's rules on one form, in the state it is in, as « rule: targets » lines. */
async function violations(page: Page, formName: string): Promise<string[]> {
  const found = await axeViolations(page, `form[aria-label="${formName}"]`)
  return found.map((violation) => `${violation.rule}: ${violation.targets.join(', ')}`)
}

test.describe('forms accessibility (axe, WCAG 2.2 AA)', () => {
  test('the booking form, empty, with a date and slot, and with the failure notice', async ({ page }) => {
    await page.clock.setFixedTime(frozenNow)
    await captureSends(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await gotoBooking(page)
    expect(await violations(page, 'Demande de rendez-vous')).toEqual([])
    await fillBookingFields(page)
    await chooseDateAndSlot(page, 'lundi 23 novembre 2026', '10:30')
    expect(await violations(page, 'Demande de rendez-vous')).toEqual([])
    await bookingForm(page).getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByRole('alert').filter({ hasText: ui.forms.failure.title })).toBeVisible()
    expect(await violations(page, 'Demande de rendez-vous')).toEqual([])
  })

  test('the contact form, empty and with the success notice', async ({ page }) => {
    await captureSends(page)
    await gotoContact(page)
    expect(await violations(page, 'Formulaire de contact')).toEqual([])
    const form = contactForm(page)
    await form.getByLabel('Nom *').fill('Léa')
    await form.getByLabel('E-mail *').fill('lea@example.fr')
    await form.getByLabel('Message *').fill('Bonjour')
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.contact.title })).toBeVisible()
    expect(await violations(page, 'Formulaire de contact')).toEqual([])
  })

  test('each form says what the data is for and links to the privacy policy', async ({ page }) => {
    for (const [path, form] of [
      ['/', contactForm(page)],
      ['/location-tire-lait', contactForm(page)],
      ['/rendez-vous', bookingForm(page)],
    ] as const) {
      await page.goto(path)
      await expect(form.getByText('Vos coordonnées et votre message servent uniquement à vous répondre.')).toBeVisible()
      await expect(form.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
        'href',
        '/politique-de-confidentialite',
      )
    }
  })
})
