import { expect, test } from '@playwright/test'
import { ui } from '../helpers/content.ts'
import { footerMenuPages, headerMenu, linksTo, loose, menuLabel, pageAt, pageBackground, scrollTargets, sitePages } from '../helpers/site.ts'

test.use({ javaScriptEnabled: false })

test.describe('with JavaScript disabled', () => {
  for (const { path } of sitePages) {
    test(`${path} shows its h1 and text, styled by the site's CSS`, { tag: '@mobile' }, async ({ page }) => {
      await page.goto(path)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      // Text beyond the heading: the page itself, not only the layout.
      expect((await page.getByRole('main').innerText()).length).toBeGreaterThan((await heading.innerText()).length + 20)
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
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: ui.footer.navHeading })
    await expect(footerNav.getByRole('link')).toHaveCount(footerMenuPages.length)
    for (const path of ['/temoignages', '/cartes-cadeaux']) {
      await footerNav.getByRole('link', { name: loose(menuLabel(path)) }).click()
      await expect(page).toHaveURL(path)
      await expect(page).toHaveTitle(pageAt(path).documentTitle)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test('the home page\'s scroll button still reaches its section (a plain #anchor link)', async ({ page }) => {
    const [target] = scrollTargets(pageAt('/').file)
    if (!target) throw new Error(`content/${pageAt('/').file}.mdx has no <ScrollButton target="…">`)
    await page.goto('/')
    await linksTo(page.getByRole('main'), `#${target}`).click()
    await expect(page).toHaveURL(`/#${target}`)
    await expect(page.locator(`section[id="${target}"]`).getByRole('heading', { level: 2 }).first()).toBeInViewport()
  })

  test('the desktop header menu is there without JavaScript', async ({ page }) => {
    await page.goto('/consultations')
    const nav = page.getByRole('banner').getByRole('navigation', { name: ui.header.navLabel })
    await expect(nav.getByRole('link')).toHaveCount(headerMenu.length)
    await nav.getByRole('link', { name: loose(menuLabel('/a-propos')) }).click()
    await expect(page).toHaveURL('/a-propos')
    await expect(page).toHaveTitle(pageAt('/a-propos').documentTitle)
  })
})
