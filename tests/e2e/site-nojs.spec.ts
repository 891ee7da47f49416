import { expect, test } from '@playwright/test'
import { footerMenuPages, pageBackground, sitePages } from '../helpers/site.ts'

test.use({ javaScriptEnabled: false })

test.describe('with JavaScript disabled', () => {
  for (const { path } of sitePages) {
    test(`${path} shows its h1 and text, styled by the site's CSS`, { tag: '@mobile' }, async ({ page }) => {
      await page.goto(path)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(200)
      // Styled: the theme's page colour (not the browser's white or transparent), the serif headings.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(pageBackground)
      expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/Georgia/)
      // The page's CSS is in its HTML: one <style>, and no stylesheet to fetch.
      const sheets = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) => ({ owner: sheet.ownerNode?.nodeName, rules: sheet.cssRules.length })),
      )
      expect(sheets).toEqual([{ owner: 'STYLE', rules: expect.any(Number) }])
      expect(sheets[0]?.rules).toBeGreaterThan(20)
    })
  }

  test('the footer menu leads to every page', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/')
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Les pages' })
    await expect(footerNav.getByRole('link')).toHaveCount(footerMenuPages.length)
    await footerNav.getByRole('link', { name: 'Témoignages' }).click()
    await expect(page).toHaveURL('/temoignages')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Témoignages')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Carte cadeau' }).click()
    await expect(page).toHaveURL('/cartes-cadeaux')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carte cadeau')
  })

  test('the home page\'s « Découvrir mes services » still reaches the services section (a plain #services link)', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Découvrir mes services' }).click()
    await expect(page).toHaveURL('/#services')
    await expect(page.getByRole('heading', { name: 'Mes consultations et tarifs' })).toBeInViewport()
  })

  test('the desktop header menu is there without JavaScript', async ({ page }) => {
    await page.goto('/consultations')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' })
    await expect(nav.getByRole('link')).toHaveCount(7)
    await nav.getByRole('link', { name: 'À propos' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos')
  })
})
