import { expect, type Locator, type Page, test } from '@playwright/test'
import { pages, ui } from '../helpers/content.ts'
import { fill } from '../../src/lib/format.ts'
import {
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

/** Marks the window: the mark survives client-side navigation and is lost on a full page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
}
const windowStillMarked = (page: Page) =>
  page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true)

const bookingPath = pages.find((entry) => entry.role === 'booking')?.path ?? ''
const legalPages = pages.filter((entry) => entry.kind === 'legal')
const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: ui.header.navLabel })
const footerNav = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: ui.footer.navHeading })
const headerCta = (page: Page) => page.getByRole('banner').getByRole('link', { name: ui.header.cta })
const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: ui.header.menu })

test.describe('header navigation on a desktop screen', () => {
  test('lists every page of pages.yaml with a menu label, in order, then the call to action → /rendez-vous', async ({ page }) => {
    await page.goto('/a-propos')
    const links = headerNav(page).getByRole('link')
    await expect(links).toHaveCount(headerMenu.length)
    const names = (await links.allInnerTexts()).map(plainSpaces)
    expect(names).toEqual(headerMenu.map(([label]) => plainSpaces(label)))
    for (const [index, [, path]] of headerMenu.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', path)
      await expect(links.nth(index)).toBeVisible()
    }
    const cta = headerCta(page)
    await expect(cta).toBeVisible()
    await expect(cta).toHaveAttribute('href', '/rendez-vous')
    // The menu toggle is for phones only.
    await expect(menuToggle(page)).toBeHidden()
  })

  test('marks the current page with aria-current="page", and only it', async ({ page }) => {
    for (const [label, path] of headerMenu) {
      await page.goto(path)
      const current = headerNav(page).locator('[aria-current="page"]')
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(loose(label))
    }
    await page.goto('/rendez-vous')
    await expect(headerNav(page).locator('[aria-current="page"]')).toHaveCount(0)
  })

  test('goes from page to page without reloading, updating the address, title, h1 and current link, with no console error', async ({
    page,
  }) => {
    const console = watchConsole(page)
    await page.goto('/')
    await waitForHydration(page)
    await markWindow(page)
    for (const [label, path] of [...headerMenu.slice(1), ...headerMenu.slice(0, 1)]) {
      const link = headerNav(page).getByRole('link', { name: loose(label) })
      await link.click()
      await expectPageShown(page, path)
      await expect(link).toHaveAttribute('aria-current', 'page')
    }
    await headerCta(page).click()
    await expectPageShown(page, '/rendez-vous')
    expect(await windowStillMarked(page)).toBe(true)
    expect(console.problems).toEqual([])
  })

  for (const path of ['/a-propos', '/consultations', '/rendez-vous']) {
    test(`${path} opened from the home page's footer menu looks as when loaded directly, and fetches only CSS the home page did not inline`, async ({
      page,
    }) => {
      // The computed styles of everything in <main>: what the visitor sees.
      const looks = () =>
        page.getByRole('main').evaluate((main) =>
          [main, ...main.querySelectorAll('*')].map((element) => {
            const style = getComputedStyle(element)
            return [element.tagName, style.display, style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.margin, style.padding, style.width].join(' ')
          }),
        )
      // Ready: hydrated, and on /rendez-vous the calendar, loaded after hydration, shown.
      const ready = async () => {
        await waitForHydration(page)
        await page.waitForLoadState('networkidle')
        if (path === '/rendez-vous') await expect(page.getByRole('grid')).toBeVisible()
      }
      await page.goto(path)
      await ready()
      const direct = await looks()

      await page.goto('/')
      await waitForHydration(page)
      const inlined = await page.locator('link[rel="stylesheet"][type="text/plain"]').evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      )
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

  test('a page starts loading when the pointer rests on its link, and opens without reloading', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const [label, path] = headerMenu[1]!
    const asked: string[] = []
    page.on('request', (request) => {
      if (new RegExp(`/assets/${pageAt(path).file}-[\\w-]+\\.js$`).test(request.url())) asked.push(request.url())
    })
    const link = headerNav(page).getByRole('link', { name: label, exact: true })
    await link.hover()
    await expect.poll(() => asked.length).toBe(1)
    await markWindow(page)
    await link.click()
    await expectPageShown(page, path)
    expect(asked).toHaveLength(1)
    expect(await windowStillMarked(page)).toBe(true)
  })

  test('a page whose script cannot arrive opens in full, rather than leaving the site blank', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const [label, path] = headerMenu[1]!
    let failed = 0
    // Lost once, as on a dropped connection; the full load that follows gets it.
    await page.route(`**/assets/${pageAt(path).file}-*.js`, (route) => (failed++ === 0 ? route.abort('internetdisconnected') : route.continue()))
    await markWindow(page)
    await headerNav(page).getByRole('link', { name: label, exact: true }).click()
    await expectPageShown(page, path)
    expect(failed).toBeGreaterThan(1)
    expect(await windowStillMarked(page)).toBe(false)
  })

  test('browser back and forward move between pages without reloading', async ({ page }) => {
    await page.goto('/temoignages')
    await waitForHydration(page)
    await markWindow(page)
    await headerNav(page).getByRole('link', { name: loose(menuLabel('/cartes-cadeaux')) }).click()
    await expectPageShown(page, '/cartes-cadeaux')
    await page.goBack()
    await expectPageShown(page, '/temoignages')
    await page.goForward()
    await expectPageShown(page, '/cartes-cadeaux')
    expect(await windowStillMarked(page)).toBe(true)
  })
})

test.describe('menu on a phone', () => {
  test('is a button with aria-expanded and aria-controls naming the menu it opens', { tag: '@mobile-only' }, async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = menuToggle(page)
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const controls = await toggle.getAttribute('aria-controls')
    expect(controls).toBeTruthy()
    // The panel it opens: the navigation, then her phone number.
    const menu = page.locator(`[id="${controls}"]`)
    await expect(menu).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    const nav = menu.getByRole('navigation', { name: ui.header.navLabel })
    await expect(nav.getByRole('link')).toHaveCount(headerMenu.length)
    for (const link of await menu.getByRole('link').all()) await expect(link).toBeInViewport()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('choosing a link navigates there and closes the menu', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await markWindow(page)
    const toggle = menuToggle(page)
    await toggle.click()
    await headerNav(page).getByRole('link', { name: loose(menuLabel('/temoignages')) }).click()
    await expectPageShown(page, '/temoignages')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(headerNav(page)).toBeHidden()
    expect(await windowStillMarked(page)).toBe(true)
  })

  test('Escape closes the menu and gives focus back to the toggle', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/consultations')
    await waitForHydration(page)
    const toggle = menuToggle(page)
    await toggle.click()
    await expect(headerNav(page)).toBeVisible()
    // Focus inside the menu, as a keyboard user would be.
    await headerNav(page).getByRole('link', { name: loose(menuLabel('/')) }).focus()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(headerNav(page)).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(page).toHaveURL('/consultations')
  })

  test('the header\'s call to action stays reachable on a phone', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/')
    const cta = headerCta(page)
    await expect(cta).toBeInViewport()
    await cta.click()
    await expect(page).toHaveURL('/rendez-vous')
  })
})

test.describe('links between pages', () => {
  test('a link in the text of a page goes to the other page without reloading', async ({ page }) => {
    await page.goto('/location-tire-lait')
    await waitForHydration(page)
    await markWindow(page)
    // A link she wrote in her text: found by where it leads, not by her words.
    await linksTo(page.getByRole('main'), '/consultations').first().click()
    await expectPageShown(page, '/consultations')
    expect(await windowStillMarked(page)).toBe(true)
  })

  const newTabClicks: Record<string, Parameters<Locator['click']>[0]> = {
    'a Ctrl-click (Cmd on a Mac)': { modifiers: ['ControlOrMeta'] },
    'a middle click': { button: 'middle' },
  }
  for (const [name, click] of Object.entries(newTabClicks)) {
    test(`${name} is left to the browser: the page opens in a new tab, this one stays`, async ({ page, context }) => {
      await page.goto('/a-propos')
      await waitForHydration(page)
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        headerNav(page).getByRole('link', { name: loose(menuLabel('/temoignages')) }).click(click),
      ])
      await expect(tab).toHaveURL('/temoignages')
      await expectPageShown(page, '/a-propos')
    })
  }

  test('the header marks the current page at an address with a trailing slash too, once hydrated', async ({ page }) => {
    await page.goto('/a-propos/')
    await waitForHydration(page)
    const current = headerNav(page).locator('[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText(loose(menuLabel('/a-propos')))
  })
})

test.describe('route change', () => {
  /** Records every scroll position from now on, to tell a smooth scroll from a jump. */
  async function recordScrolls(page: Page): Promise<void> {
    await page.evaluate(() => {
      const positions: number[] = []
      Object.assign(window, { __scrolls: positions })
      window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true })
    })
  }
  const scrolls = (page: Page) => page.evaluate(() => (window as Window & { __scrolls?: number[] }).__scrolls ?? [])

  /** Scrolls /consultations down to `link` (low on the page), then follows it; returns where the page was. */
  async function scrollDownAndFollow(page: Page, link: (page: Page) => Locator): Promise<number> {
    await page.goto('/consultations')
    await waitForHydration(page)
    await link(page).scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const start = await page.evaluate(() => window.scrollY)
    await recordScrolls(page)
    await link(page).click()
    return start
  }
  /** The last offer's booking button, at the foot of /consultations. */
  const lastBooking = (page: Page) => page.getByRole('main').locator(`a[href^="${bookingPath}?"]`).last()
  /** The footer's first legal link, on every page and every width. */
  const legalLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: loose(legalPages[0]!.title) })

  test('opens the new page at its top at once, with no animation from the old position, and focuses its h1', { tag: '@mobile' }, async ({ page }) => {
    await scrollDownAndFollow(page, lastBooking)
    await expect(page).toHaveURL(new RegExp(`${bookingPath}\\?`))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // At most one position on the way: the browser may clamp once while the new page lays out.
    expect((await scrolls(page)).filter((y) => y > 0).length, 'no animation through intermediate positions').toBeLessThanOrEqual(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  })

  test('the back button returns to where the visitor was, and forward to the top of the next page', { tag: '@mobile' }, async ({ page }) => {
    const start = await scrollDownAndFollow(page, legalLink)
    await expect(page).toHaveURL(legalPages[0]!.path)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('/consultations')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(start)
    await page.goForward()
    await expect(page).toHaveURL(legalPages[0]!.path)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('announces the new page to screen readers in a polite live region', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await headerNav(page).getByRole('link', { name: loose(menuLabel('/temoignages')) }).click()
    await expect(page.locator('[aria-live="polite"]')).toHaveText(
      loose(fill(ui.page.routeAnnouncement, { title: pageAt('/temoignages').title })),
    )
  })

  test('follows a link to a section of another page (/#contact) to that section, not to the top', async ({ page }) => {
    await page.goto('/cartes-cadeaux')
    await waitForHydration(page)
    // The anchor is the mechanism under test; the button's words and the section's heading are hers.
    await linksTo(page.getByRole('main'), '/#contact').click()
    await expect(page).toHaveURL('/#contact')
    const section = page.getByRole('main').locator('section#contact')
    await expect(section.getByRole('heading', { level: 2 }).first()).toBeInViewport()
    await expect(section.getByRole('form')).toBeInViewport()
  })
})

test.describe('in-page scroll buttons', () => {
  /** The section heading is in view and not hidden under the sticky header. */
  async function expectClearOfHeader(page: Page, heading: ReturnType<Page['getByRole']>) {
    await expect(heading).toBeInViewport()
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox()
        const box = await heading.boundingBox()
        return header && box ? box.y >= header.y + header.height - 1 : false
      })
      .toBe(true)
  }

  /** The first scroll button she placed on the page of `file`, and the section it targets. */
  function firstScrollButton(page: Page, file: string) {
    const target = scrollTargets(file)[0]
    if (!target) throw new Error(`content/${file}.mdx has no <ScrollButton target="…">`)
    const section = page.getByRole('main').locator(`section[id="${target}"]`)
    return { button: linksTo(page.getByRole('main'), `#${target}`), section, heading: section.getByRole('heading', { level: 2 }).first() }
  }

  test('the home page\'s scroll button brings its section into view', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const { button, heading } = firstScrollButton(page, pageAt('/').file)
    await expect(heading).not.toBeInViewport()
    await button.click()
    await expectClearOfHeader(page, heading)
    await expect(page).toHaveURL('/')
  })

  test('the scroll button of /location-tire-lait brings its own section, with its contact form, into view', {
    tag: '@mobile',
  }, async ({ page }) => {
    await page.goto('/location-tire-lait')
    await waitForHydration(page)
    const { button, section, heading } = firstScrollButton(page, pageAt('/location-tire-lait').file)
    await expect(section.getByRole('form')).toHaveCount(1)
    await button.click()
    await expectClearOfHeader(page, heading)
    await expect(page).toHaveURL('/location-tire-lait')
  })
})
