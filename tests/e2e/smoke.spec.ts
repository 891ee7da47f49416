import { expect, test } from '@playwright/test'

test('the home page shows its title and hero', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Un accompagnement tout en douceur')
})
