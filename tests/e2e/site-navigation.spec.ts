/**
 * Moving through the site once it is hydrated: links open pages without a
 * reload (the window keeps a mark), the header menu on a desktop and a phone
 * (by touch and by keyboard, Escape closing it), what a new page looks like
 * and fetches, where it scrolls (to a section of another page:
 * site-content.spec.ts's /cartes-cadeaux), what it focuses and announces, and
 * the in-page scroll buttons (at once under reduced motion). Direct loads (the
 * current page marked on each, the skip link and focus rings) are
 * site-routes.spec.ts's.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { ui } from '../helpers/content.ts'
import { fill } from '../../src/lib/format.ts'
import { watchForBlockedContent } from '../helpers/quality.ts'
import {
  bookingPath,
  expectPageShown,
  headerMenu,
  linksTo,
  loose,
  menuLabel,
  pageAt,
  plainSpaces,
  scrollTargets,
  waitForHydration,
  watchConsole,
} from '../helpers/site.ts'

/** Opens `path`, hydrated, its window marked: the mark survives client-side navigation and is lost on a full page load. */
async function openMarked(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
}
const windowStillMarked = (page: Page) => page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true)

const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: ui.header.navLabel })
const footerNav = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: ui.footer.navHeading })
const headerCta = (page: Page) => page.getByRole('banner').getByRole('link', { name: ui.header.cta })
const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: ui.header.menu })
const menuLink = (page: Page, path: string) => headerNav(page).getByRole('link', { name: loose(menuLabel(path)) })

test.describe('header navigation on a desktop screen', () => {
  test('lists every menu page of pages.yaml in order, then the call to action; a page starts loading when the pointer rests on its link; goes through them all and back without reloading, nothing blocked; one whose script cannot arrive opens in full, rather than leaving the site blank', async ({ page }) => {
    const console = watchConsole(page)
    const blocked = await watchForBlockedContent(page)
    await openMarked(page, '/')
    await page.waitForLoadState('networkidle')
    // The first page the visit below opens is asked for as soon as the pointer rests on its link, and once only.
    const [hovered, preloaded] = headerMenu[1]!
    const asked: string[] = []
    page.on('request', (request) => {
      if (new RegExp(`/assets/${pageAt(preloaded).file}-[\\w-]+\\.js$`).test(request.url())) asked.push(request.url())
    })
    await headerNav(page).getByRole('link', { name: hovered, exact: true }).hover()
    await expect.poll(() => asked.length).toBe(1)
    const links = headerNav(page).getByRole('link')
    expect((await links.allInnerTexts()).map(plainSpaces)).toEqual(headerMenu.map(([label]) => plainSpaces(label)))
    for (const [index, [, path]] of headerMenu.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', path)
      await expect(links.nth(index)).toBeVisible()
    }
    await expect(headerCta(page)).toHaveAttribute('href', bookingPath)
    // The menu toggle is for phones only.
    await expect(menuToggle(page)).toBeHidden()
    const visited = [...headerMenu.slice(1), ...headerMenu.slice(0, 1)]
    for (const [label, path] of visited) {
      const link = headerNav(page).getByRole('link', { name: loose(label) })
      await link.click()
      await expectPageShown(page, path)
      await expect(headerNav(page).locator('[aria-current="page"]')).toHaveCount(1)
      await expect(link).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    }
    await headerCta(page).click()
    await expectPageShown(page, bookingPath)
    await expect(headerNav(page).locator('[aria-current="page"]')).toHaveCount(0)
    // The browser's back and forward buttons stay in the page too.
    await page.goBack()
    await expectPageShown(page, visited.at(-1)![1])
    await page.goForward()
    await expectPageShown(page, bookingPath)
    await page.waitForLoadState('networkidle')
    expect(await windowStillMarked(page)).toBe(true)
    expect(asked).toHaveLength(1)
    expect(console.problems).toEqual([])
    expect(await blocked()).toEqual([])

    // On a new visit, the booking page's script lost once, as on a dropped connection; the full load that follows gets it.
    await openMarked(page, '/')
    let failed = 0
    await page.route(`**/assets/${pageAt(bookingPath).file}-*.js`, (route) => (failed++ === 0 ? route.abort('internetdisconnected') : route.continue()))
    await headerCta(page).click()
    await expectPageShown(page, bookingPath)
    expect(failed).toBeGreaterThan(1)
    expect(await windowStillMarked(page)).toBe(false)
  })

  for (const path of ['/a-propos', '/consultations', bookingPath]) {
    test(`${path} opened from the home page's footer menu looks as when loaded directly, and fetches only CSS the home page did not inline`, async ({ page }) => {
      // The computed styles of everything in <main>: what the visitor sees.
      const looks = () =>
        page.getByRole('main').evaluate((main) =>
          [main, ...main.querySelectorAll('*')].map((element) => {
            const style = getComputedStyle(element)
            return [element.tagName, style.display, style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.margin, style.padding, style.width].join(' ')
          }),
        )
      // Ready: hydrated, and on the booking page the calendar, loaded after hydration, shown.
      const ready = async () => {
        await waitForHydration(page)
        await page.waitForLoadState('networkidle')
        if (path === bookingPath) await expect(page.getByRole('grid')).toBeVisible()
      }
      await page.goto(path)
      await ready()
      const direct = await looks()

      await page.goto('/')
      await waitForHydration(page)
      const inlined = await page.locator('link[rel="stylesheet"][type="text/plain"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
      expect(inlined.length).toBeGreaterThan(3)
      const fetched: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('.css')) fetched.push(new URL(request.url()).pathname)
      })
      await footerNav(page).locator(`a[href="${path}"]`).click()
      await expect(page).toHaveURL(path)
      await ready()
      expect(fetched.filter((file) => inlined.includes(file))).toEqual([])
      await expect.poll(looks).toEqual(direct)
    })
  }
})

/** Presses Tab until `target` has the focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Not reached with ${limit} presses of Tab.`)
}

test('on a phone: the call to action in view; the menu a button with aria-expanded and aria-controls; a tapped link navigates and closes it; so does the call to action; by keyboard the menu opens with Enter, closes with Escape back on its button, and leads to a page', { tag: '@mobile-only' }, async ({ page }) => {
  await openMarked(page, '/')
  await expect(headerCta(page)).toBeInViewport()
  await expect(headerCta(page)).toHaveAttribute('href', bookingPath)
  const toggle = menuToggle(page)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const controls = await toggle.getAttribute('aria-controls')
  expect(controls).toBeTruthy()
  // The panel it opens: the navigation, then her phone number.
  const menu = page.locator(`[id="${controls}"]`)
  await expect(menu).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('navigation', { name: ui.header.navLabel }).getByRole('link')).toHaveCount(headerMenu.length)
  for (const link of await menu.getByRole('link').all()) await expect(link).toBeInViewport()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()

  await toggle.click()
  await menuLink(page, '/temoignages').click()
  await expectPageShown(page, '/temoignages')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(headerNav(page)).toBeHidden()
  await headerCta(page).click()
  await expectPageShown(page, bookingPath)
  expect(await windowStillMarked(page)).toBe(true)

  // By keyboard, on a new visit.
  await page.goto('/')
  await waitForHydration(page)
  const home = menuLink(page, '/')
  await expect(menuLink(page, '/a-propos')).toBeHidden()

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
  await tabTo(page, menuLink(page, '/temoignages'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/temoignages$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(home).toBeHidden()
})

test('a Ctrl-click (Cmd on a Mac) and a middle click are left to the browser: the page opens in a new tab, this one stays; a link in the text of a page goes to the other page without reloading', async ({ page, context }) => {
  await openMarked(page, '/location-tire-lait')
  for (const click of [{ modifiers: ['ControlOrMeta'] }, { button: 'middle' }] satisfies Parameters<Locator['click']>[0][]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), menuLink(page, '/temoignages').click(click)])
    await expect(tab).toHaveURL('/temoignages')
    await tab.close()
    await expectPageShown(page, '/location-tire-lait')
  }
  // Links she wrote in her text: found by where they lead, not by her words.
  await expect(linksTo(page.getByRole('main'), bookingPath).first()).toBeVisible()
  await linksTo(page.getByRole('main'), '/consultations').first().click()
  await expectPageShown(page, '/consultations')
  expect(await windowStillMarked(page)).toBe(true)
})

test('an address with a trailing slash serves the page, as static hosts do, and the header marks it once hydrated', async ({ page }) => {
  expect((await page.goto('/a-propos/'))?.status()).toBe(200)
  await expect(page).toHaveTitle(pageAt('/a-propos').documentTitle)
  await waitForHydration(page)
  const current = headerNav(page).locator('[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveText(loose(menuLabel('/a-propos')))
})

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test('a route change opens the new page at its top at once, with no animation from the old position, focuses its h1 and announces it politely; the back button returns to where the visitor was, and forward to the top of the next page', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/consultations')
  await waitForHydration(page)
  // The last offer's booking button, at the foot of /consultations: scrolled down to it, every scroll position
  // recorded from then on, and followed.
  const link = page.getByRole('main').locator(`a[href^="${bookingPath}?"]`).last()
  await link.scrollIntoViewIfNeeded()
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)
  const start = await scrollY(page)
  await page.evaluate(() => {
    const positions: number[] = []
    Object.assign(window, { __scrolls: positions })
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true })
  })
  await link.click()
  const next = new RegExp(`${bookingPath}\\?`)
  await expect(page).toHaveURL(next)
  await expect.poll(() => scrollY(page)).toBe(0)
  // At most one position on the way: the browser may clamp once while the new page lays out.
  const scrolls = await page.evaluate(() => (window as Window & { __scrolls?: number[] }).__scrolls ?? [])
  expect(scrolls.filter((y) => y > 0).length, 'no animation through intermediate positions').toBeLessThanOrEqual(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(page.getByText(loose(fill(ui.page.routeAnnouncement, { title: pageAt(bookingPath).title })))).toHaveAttribute('aria-live', 'polite')
  await page.goBack()
  await expect(page).toHaveURL('/consultations')
  await expect.poll(() => scrollY(page)).toBe(start)
  await page.goForward()
  await expect(page).toHaveURL(next)
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('a scroll button brings its section into view, clear of the sticky header: on the home page at once when the visitor asks for reduced motion, on /location-tire-lait to its contact form, smoothly', { tag: '@mobile' }, async ({ page }) => {
  for (const [path, reducedMotion] of [['/', 'reduce'], ['/location-tire-lait', 'no-preference']] as const) {
    await page.emulateMedia({ reducedMotion })
    await page.goto(path)
    await waitForHydration(page)
    // The first <ScrollButton target="…"> she placed on the page, and the section it targets.
    const target = scrollTargets(pageAt(path).file)[0]
    if (!target) throw new Error(`content/${pageAt(path).file}.mdx has no <ScrollButton target="…">`)
    const section = page.getByRole('main').locator(`section[id="${target}"]`)
    const heading = section.getByRole('heading', { level: 2 }).first()
    await expect(heading).not.toBeInViewport()
    if (path !== '/') await expect(section.getByRole('form')).toHaveCount(1)
    // Read in the same task as the click: a smooth scroll would not have moved yet.
    const scrolled = await linksTo(page.getByRole('main'), `#${target}`).evaluate((link: HTMLElement) => {
      link.click()
      return window.scrollY
    })
    if (reducedMotion === 'reduce') expect(scrolled, 'jumps at once').toBeGreaterThan(200)
    else expect(scrolled, 'scrolls smoothly').toBe(0)
    await expect(heading).toBeInViewport()
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox()
        const box = await heading.boundingBox()
        return header && box ? box.y >= header.y + header.height - 1 : false
      }, { message: path })
      .toBe(true)
    await expect(page).toHaveURL(path)
  }
})
