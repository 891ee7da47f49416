import { expect, test } from '@playwright/test'
import { waitForHydration } from '../helpers/site.ts'

/** The shortest path a visitor takes: first a quick check that the built site is served at all. */
test('the home page shows its hero, and « Prenons rendez-vous » opens the booking page with its form', { tag: '@mobile' }, async ({
  page,
}) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Un accompagnement tout en douceur')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Prenons rendez-vous' }).click()
  await expect(page).toHaveURL('/rendez-vous')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prendre rendez-vous')
  await expect(page.getByRole('main').getByRole('form')).toHaveCount(1)
})
