/**
 * The site with JavaScript disabled: its menus and scroll button plain links
 * that work. Every page readable and styled from its own HTML is
 * quality-seo.spec.ts's, on the same load as its head.
 */
import { expect, test } from '@playwright/test'
import { offers, ui } from '../helpers/content.ts'
import { footerMenuPages, headerMenu, linksTo, loose, menuLabel, pageAt, plainSpaces, scrollTargets } from '../helpers/site.ts'

test.use({ javaScriptEnabled: false })

test.describe('with JavaScript disabled', () => {
  test('an offer\'s presentation on the home page opens from its name, and closes again; the footer menu leads to every page', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/')
    const offer = offers.offers.find((candidate) => candidate.featured)
    if (!offer) throw new Error('offers.yaml features no offer')
    const name = page.getByRole('main').locator('summary', { hasText: plainSpaces(offer.title) })
    const text = page.getByRole('main').getByText(plainSpaces(offer.text))
    await expect(text).toBeHidden()
    await name.click()
    await expect(text).toBeVisible()
    await name.click()
    await expect(text).toBeHidden()
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: ui.footer.navHeading })
    await expect(footerNav.getByRole('link')).toHaveCount(footerMenuPages.length)
    for (const path of ['/temoignages', '/cartes-cadeaux']) {
      await footerNav.getByRole('link', { name: loose(menuLabel(path)) }).click()
      await expect(page).toHaveURL(path)
      await expect(page).toHaveTitle(pageAt(path).documentTitle)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test('on a desktop the header menu is there and leads to a page, and the home page\'s scroll button, a plain #anchor link, reaches its section', async ({ page }) => {
    await page.goto('/consultations')
    const nav = page.getByRole('banner').getByRole('navigation', { name: ui.header.navLabel })
    await expect(nav.getByRole('link')).toHaveCount(headerMenu.length)
    await nav.getByRole('link', { name: loose(menuLabel('/')) }).click()
    await expect(page).toHaveURL('/')
    await expect(page).toHaveTitle(pageAt('/').documentTitle)
    const [target] = scrollTargets(pageAt('/').file)
    if (!target) throw new Error(`content/${pageAt('/').file}.mdx has no <ScrollButton target="…">`)
    await linksTo(page.getByRole('main'), `#${target}`).click()
    await expect(page).toHaveURL(`/#${target}`)
    await expect(page.locator(`section[id="${target}"]`).getByRole('heading', { level: 2 }).first()).toBeInViewport()
  })
})
