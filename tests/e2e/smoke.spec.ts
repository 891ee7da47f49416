import { expect, test } from '@playwright/test'
import { expectPageShown, linksTo, waitForHydration } from '../helpers/site.ts'

/** The shortest path a visitor takes: first a quick check that the built site is served at all. */
test('the home page shows its h1, and its first link to /rendez-vous opens the booking page with its form', { tag: '@mobile' }, async ({
  page,
}) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForHydration(page)
  await linksTo(page.getByRole('main'), '/rendez-vous').first().click()
  await expectPageShown(page, '/rendez-vous')
  await expect(page.getByRole('main').getByRole('form')).toHaveCount(1)
})
