/**
 * axe-core finds no violation on any page, on a phone (390 px) and a desktop
 * (1280 px), with the mobile menu closed and open. To check another state of
 * a page (the forms' notices, say), add an entry to `states`: a path, the
 * widths, and what to do on the page before axe runs.
 */
import { expect, test, type Page } from '@playwright/test'
import { builtRoutes } from '../../scripts/tools/bytes.ts'
import { ui } from '../helpers/content.ts'
import { axeViolations, waitForHydration } from '../helpers/quality.ts'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

interface PageState {
  /** How the state is named in the test title. */
  name: string
  path: string
  viewports: readonly { width: number; height: number }[]
  /** Brings the page into the state, after it has loaded and hydrated. */
  prepare?: (page: Page) => Promise<void>
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: ui.header.menu }).click()
  await expect(page.getByRole('navigation', { name: ui.header.navLabel }).getByRole('link').first()).toBeVisible()
}

const states: PageState[] = builtRoutes.flatMap((route) => [
  { name: route.label, path: route.path, viewports: [phone, desktop] },
  { name: `${route.label}, menu open`, path: route.path, viewports: [phone], prepare: openMenu },
])

for (const state of states) {
  for (const viewport of state.viewports) {
    test.describe(() => {
      test.use({ viewport })
      test(`${state.name} at ${viewport.width} px has no axe violation`, async ({ page }) => {
        await page.goto(state.path)
        await waitForHydration(page)
        await state.prepare?.(page)
        expect(await axeViolations(page)).toEqual([])
      })
    })
  }
}
