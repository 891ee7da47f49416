/**
 * The two forms, held to the quality bar on a phone and a desktop: no axe
 * violation (WCAG 2.2 AA) on the contact form unfolded and empty, the booking
 * form with a date and a slot chosen, and each notice once sent or failed; no
 * CSP violation nor blocked request through a full send, with the site's real
 * headers (the send itself is intercepted). The empty booking form is axe's on
 * its page in site-routes.spec.ts; booking with the keyboard alone,
 * forms-booking.spec.ts's.
 */
import { expect, test, type Page } from '@playwright/test'
import { axeViolations, watchForBlockedContent } from '../helpers/quality.ts'
import {
  bookingSent,
  captureSends,
  chooseDateAndSlot,
  contactSent,
  fillBookingFields,
  fillContact,
  frozenNow,
  gotoBooking,
  gotoContact,
  openDays,
  sendFailed,
  slotAt,
  submitBooking,
  submitContact,
} from '../helpers/forms.ts'

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(frozenNow)
})

/** Each form brought to the state before its send, then sent. */
const forms: { name: string; fill: (page: Page) => Promise<void>; send: (page: Page) => Promise<void>; sent: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  {
    name: 'contact form',
    fill: async (page) => {
      await gotoContact(page)
      expect(await axeViolations(page), 'unfolded, empty').toEqual([])
      await fillContact(page)
    },
    send: (page) => submitContact(page).click(),
    sent: contactSent,
  },
  {
    name: 'booking form',
    fill: async (page) => {
      await gotoBooking(page)
      await fillBookingFields(page)
      await chooseDateAndSlot(page, openDays(1)[0] ?? '', slotAt(-1))
      expect(await axeViolations(page), 'a date and a slot chosen').toEqual([])
    },
    send: (page) => submitBooking(page).click(),
    sent: bookingSent,
  },
]

for (const form of forms) {
  for (const failure of [false, true]) {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      test.describe(() => {
        test.use({ viewport })
        test(`${form.name}, ${failure ? 'failure' : 'success'} notice, at ${viewport.width} px: no axe violation, and nothing was blocked`, async ({ page }) => {
          const problems = await watchForBlockedContent(page)
          await captureSends(page, failure ? (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }) : undefined)
          await form.fill(page)
          await form.send(page)
          await expect(failure ? sendFailed(page) : form.sent(page)).toBeVisible()
          expect(await axeViolations(page)).toEqual([])
          // The failure cases answer 500 on purpose, and the forms log it; a CSP report never passes.
          const expected = (problem: string) =>
            failure && !/Content.Security.Policy|^CSP /.test(problem) && /api\/v1\.0\/email\/send|500 Internal Server Error/.test(problem)
          expect((await problems()).filter((problem) => !expected(problem))).toEqual([])
        })
      })
    }
  }
}
