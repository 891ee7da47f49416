/**
 * The two forms, held to the quality bar: no axe violation with each notice
 * shown (phone and desktop), and no CSP violation nor blocked request through a full send,
 * with the site’s real headers (the send itself is intercepted).
 */
import { expect, test, type Page, type Route } from '@playwright/test'
import { axeViolations, watchForBlockedContent } from '../helpers/quality.ts'
import {
  bookingForm,
  captureSends,
  contactForm,
  dayButton,
  fillBookingFields,
  fillContact,
  frozenNow,
  gotoBooking,
  gotoContact,
  openDays,
  slotAt,
  slotName,
  ui,
} from '../helpers/forms.ts'

// Booking with the keyboard alone is tests/e2e/forms-booking.spec.ts's.
const { forms } = ui
const failure = (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' })

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(frozenNow)
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
      await contactForm(page).getByRole('button', { name: forms.submitContact }).click()
      await expect(page.getByRole('status').filter({ hasText: forms.success.contact.title })).toBeVisible()
    },
  },
  {
    name: 'contact form, failure notice',
    failure: true,
    show: async (page) => {
      await captureSends(page, failure)
      await gotoContact(page)
      await fillContact(page)
      await contactForm(page).getByRole('button', { name: forms.submitContact }).click()
      await expect(page.getByRole('alert').filter({ hasText: forms.failure.title })).toBeVisible()
    },
  },
  {
    name: 'booking form, success notice',
    failure: false,
    show: async (page) => {
      await captureSends(page)
      await bookAnAppointment(page)
      await expect(page.getByRole('status').filter({ hasText: forms.success.booking.title })).toBeVisible()
    },
  },
  {
    name: 'booking form, failure notice',
    failure: true,
    show: async (page) => {
      await captureSends(page, failure)
      await bookAnAppointment(page)
      await expect(page.getByRole('alert').filter({ hasText: forms.failure.title })).toBeVisible()
    },
  },
]

async function bookAnAppointment(page: Page) {
  await gotoBooking(page)
  await fillBookingFields(page)
  await dayButton(page, openDays(1)[0] ?? '').click()
  await bookingForm(page).getByRole('group', { name: forms.slot }).getByRole('radio', { name: slotName(slotAt(-1)), exact: true }).check()
  await bookingForm(page).getByRole('button', { name: forms.submitBooking }).click()
}

for (const notice of notices) {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test.describe(() => {
      test.use({ viewport })
      test(`${notice.name} at ${viewport.width} px has no axe violation, and nothing was blocked`, async ({ page }) => {
        const problems = await watchForBlockedContent(page)
        await notice.show(page)
        expect(await axeViolations(page)).toEqual([])
        // The failure cases answer 500 on purpose, and the forms log it; a CSP report never passes.
        const expected = (problem: string) =>
          notice.failure && !/Content.Security.Policy|^CSP /.test(problem) && /api\/v1\.0\/email\/send|500 Internal Server Error/.test(problem)
        const unexpected = (await problems()).filter((problem) => !expected(problem))
        expect(unexpected).toEqual([])
      })
    })
  }
}
