/**
 * Keyboard users: the mobile menu by keyboard (Escape closes it). The skip
 * link and a visible focus ring on everything focusable, on every route:
 * site-routes.spec.ts. Focus on the new h1, the title and the polite
 * announcement after a route change, and reduced motion respected:
 * site-navigation.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test'
import { ui } from '../helpers/content.ts'
import { loose, menuLabel, waitForHydration } from '../helpers/site.ts'

const mainNav = (page: Page) => page.getByRole('navigation', { name: ui.header.navLabel })

/** Presses Tab until `target` has the focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 15) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Not reached with ${limit} presses of Tab.`)
}

test.describe('mobile menu by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens with Enter, closes with Escape back on its button, and leads to a page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: ui.header.menu })
    const menu = mainNav(page)
    const home = menu.getByRole('link', { name: loose(menuLabel('/')) })
    await expect(menu.getByRole('link', { name: loose(menuLabel('/a-propos')) })).toBeHidden()

    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(home).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(home).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await tabTo(page, menu.getByRole('link', { name: loose(menuLabel('/temoignages')) }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/temoignages$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(home).toBeHidden()
  })
})
