/**
 * Keyboard and screen-reader users: the skip link, a visible focus ring on
 * everything focusable, focus on the new h1 and a polite announcement after a
 * route change, the mobile menu by keyboard (Escape closes it), and reduced
 * motion respected.
 */
import { expect, test, type Page } from '@playwright/test'
import { builtRoutes } from '../../scripts/bytes.ts'
import { waitForHydration } from '../helpers/quality.ts'

/** Presses Tab until `target` has the focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 15) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Not reached with ${limit} presses of Tab.`)
}

test.describe('skip link', () => {
  test('is the first thing Tab reaches, shows itself, and moves focus to the main content', async ({ page }) => {
    await page.goto('/consultations')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Aller au contenu' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})

test.describe('focus ring', () => {
  for (const route of builtRoutes) {
    test(`every element Tab reaches on ${route.label} shows a focus ring of 2 px or more`, async ({ page }) => {
      await page.goto(route.path)
      await waitForHydration(page)
      const seen: string[] = []
      for (let presses = 0; presses < 80; presses++) {
        await page.keyboard.press('Tab')
        const focused = await page.evaluate(() => {
          const element = document.activeElement
          if (!element || element === document.body) return null
          const style = getComputedStyle(element)
          return {
            label: `${element.tagName.toLowerCase()} « ${(element.textContent ?? '').trim().slice(0, 40)} »`,
            ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
          }
        })
        if (!focused || seen.includes(focused.label)) break
        seen.push(focused.label)
        expect(focused.ring, `${focused.label} has no visible focus ring`).toBe(true)
      }
      expect(seen.length).toBeGreaterThan(5)
    })
  }
})

test.describe('route change', () => {
  test('moves focus to the new h1, updates the title and announces the page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'À propos' }).click()
    await expect(page).toHaveURL(/\/a-propos$/)
    await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeFocused()
    await expect(page).toHaveTitle(/^À propos · /)
    await expect(page.getByText('Page chargée : À propos')).toBeAttached()
  })

  test('brings the new page to its top', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Témoignages' })
    await footerLink.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await footerLink.click()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    // Smooth scrolling takes a few hundred milliseconds: poll.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('mobile menu by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens with Enter, closes with Escape back on its button, and leads to a page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(menu.getByRole('link', { name: 'À propos' })).toBeHidden()

    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Accueil' })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(menu.getByRole('link', { name: 'Accueil' })).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await tabTo(page, menu.getByRole('link', { name: 'Témoignages' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/temoignages$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(menu.getByRole('link', { name: 'Accueil' })).toBeHidden()
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('jumps to a section at once instead of scrolling smoothly', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    // Read in the same task as the click: a smooth scroll would not have moved yet.
    const scrolled = await page
      .getByRole('link', { name: 'Découvrir mes services' })
      .evaluate((link: HTMLElement) => {
        link.click()
        return window.scrollY
      })
    expect(scrolled).toBeGreaterThan(200)
    await expect(page.getByRole('heading', { name: 'Mes consultations et tarifs' })).toBeInViewport()
  })
})

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('scrolls to a section smoothly', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const scrolled = await page
      .getByRole('link', { name: 'Découvrir mes services' })
      .evaluate((link: HTMLElement) => {
        link.click()
        return window.scrollY
      })
    expect(scrolled).toBe(0)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  })
})
