/**
 * The two forms, held to the quality bar: an appointment booked with the
 * keyboard alone, no axe violation with each notice shown (phone and
 * desktop), and no CSP violation nor blocked request through a full send,
 * with the site's real headers (tests/helpers/forms.ts intercepts the send).
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test'
import {
  bookingForm,
  bookingValues,
  captureSends,
  contactForm,
  fillBookingFields,
  fillContact,
  frozenNow,
  gotoBooking,
  gotoContact,
} from '../helpers/forms.ts'
import { axeViolations, watchForBlockedContent } from '../helpers/quality.ts'

/** Presses Tab until `target` has the focus; fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Not reached with ${limit} presses of Tab.`)
}

const failure = (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' })

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(frozenNow)
})

test('an appointment can be requested with the keyboard alone', async ({ page }) => {
  const sends = await captureSends(page)
  await gotoBooking(page)
  const form = bookingForm(page)

  await tabTo(page, form.getByLabel('Nom *'))
  await page.keyboard.type(bookingValues.name)
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('E-mail *')).toBeFocused()
  await page.keyboard.type(bookingValues.email)
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Téléphone *')).toBeFocused()
  await page.keyboard.type(bookingValues.phone)

  // A closed <select> changes its value with the arrow keys.
  const service = form.getByLabel('Type de consultation *')
  await tabTo(page, service)
  await page.keyboard.press('ArrowDown')
  await expect(service).not.toHaveValue('')

  // The calendar keeps one day in the tab order (today, Friday 20); the arrows move by day,
  // over the days that cannot be chosen (Sunday), and Enter chooses.
  await tabTo(page, page.getByRole('grid').getByRole('button', { name: /vendredi 20 novembre 2026/ }))
  const monday = page.getByRole('button', { name: /lundi 23 novembre 2026/ })
  for (let presses = 0; presses < 3 && !(await monday.evaluate((day) => day === document.activeElement)); presses++) {
    await page.keyboard.press('ArrowRight')
  }
  await expect(monday).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(monday).toHaveAccessibleName(/sélectionné/)

  // The slots are radio buttons: Tab enters the group, the arrows choose.
  const slots = form.getByRole('group', { name: 'Créneau *' })
  await tabTo(page, slots.getByRole('radio').first())
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await expect(slots.getByRole('radio', { name: '09:30' })).toBeChecked()

  const submit = form.getByRole('button', { name: 'Envoyer ma demande' })
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Demande de rendez-vous envoyée !' })).toBeVisible()
  expect(sends).toHaveLength(1)
  expect(sends[0]?.template_params).toMatchObject({
    from_name: bookingValues.name,
    appointment_date: 'lundi 23 novembre 2026',
    appointment_time: '09:30',
  })
})

/** A notice of a form, brought on screen by a send that succeeds or fails. */
const notices: { name: string; failure: boolean; show: (page: Page) => Promise<void> }[] = [
  {
    name: 'contact form, success notice',
    failure: false,
    show: async (page) => {
      await captureSends(page)
      await gotoContact(page)
      await fillContact(page)
      await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Message envoyé !' })).toBeVisible()
    },
  },
  {
    name: 'contact form, failure notice',
    failure: true,
    show: async (page) => {
      await captureSends(page, failure)
      await gotoContact(page)
      await fillContact(page)
      await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Erreur d' })).toBeVisible()
    },
  },
  {
    name: 'booking form, success notice',
    failure: false,
    show: async (page) => {
      await captureSends(page)
      await bookAnAppointment(page)
      await expect(page.getByRole('status').filter({ hasText: 'Demande de rendez-vous envoyée !' })).toBeVisible()
    },
  },
  {
    name: 'booking form, failure notice',
    failure: true,
    show: async (page) => {
      await captureSends(page, failure)
      await bookAnAppointment(page)
      await expect(page.getByRole('alert').filter({ hasText: 'Erreur d' })).toBeVisible()
    },
  },
]

async function bookAnAppointment(page: Page) {
  await gotoBooking(page)
  await fillBookingFields(page)
  await page.getByRole('button', { name: /lundi 23 novembre 2026/ }).click()
  await bookingForm(page).getByRole('group', { name: 'Créneau *' }).getByRole('radio', { name: '10:00' }).check()
  await bookingForm(page).getByRole('button', { name: 'Envoyer ma demande' }).click()
}

for (const notice of notices) {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test.describe(() => {
      test.use({ viewport })
      test(`${notice.name} at ${viewport.width} px has no axe violation, and nothing was blocked`, async ({ page }) => {
        const problems = await watchForBlockedContent(page)
        await notice.show(page)
        expect(await axeViolations(page)).toEqual([])
        // The failure cases answer 500 on purpose, and the forms log it (spec §8); a CSP report never passes.
        const expected = (problem: string) =>
          notice.failure && !/Content.Security.Policy|^CSP /.test(problem) && /api\/v1\.0\/email\/send|500 Internal Server Error/.test(problem)
        const unexpected = (await problems()).filter((problem) => !expected(problem))
        expect(unexpected).toEqual([])
      })
    })
  }
}
