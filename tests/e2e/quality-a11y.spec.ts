/**
 * axe-core finds no violation on any page, on a phone (390 px, the menu
 * closed then open) and a desktop (1280 px). The forms' states (filled,
 * notices shown) are tests/e2e/quality-forms.spec.ts's.
 */
import { expect, test } from '@playwright/test'
import { builtRoutes } from '../../scripts/tools/bytes.ts'
import { ui } from '../helpers/content.ts'
import { axeViolations } from '../helpers/quality.ts'
import { waitForHydration } from '../helpers/site.ts'

for (const route of builtRoutes) {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const phone = viewport.width < 1024
    test.describe(() => {
      test.use({ viewport })
      test(`${route.label} at ${viewport.width} px has no axe violation${phone ? ', the menu closed and open' : ''}`, async ({ page }) => {
        await page.goto(route.path)
        await waitForHydration(page)
        expect(await axeViolations(page)).toEqual([])
        if (!phone) return
        await page.getByRole('button', { name: ui.header.menu }).click()
        await expect(page.getByRole('navigation', { name: ui.header.navLabel }).getByRole('link').first()).toBeVisible()
        expect(await axeViolations(page), 'menu open').toEqual([])
      })
    })
  }
}
