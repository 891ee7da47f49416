/**
 * The design rules a visitor sees: a home page a phone scrolls through in six
 * screens or so with the whole pricing block, one left edge on a desktop,
 * price cards that all end alike. Every expected value comes from content/.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { offers, pages, practice, situations, testimonials, ui } from '../helpers/content.ts'
import { contactFold, contactForm, gotoContact } from '../helpers/forms.ts'
import { linksTo, loose, plainSpaces, sitePages } from '../helpers/site.ts'
import { fill, formatPrice, phoneHref, phoneText } from '../../src/lib/format.ts'
import { initialsOf } from '../../src/lib/initials.ts'
import { offerLabelOf } from '../../src/lib/offer-label.ts'
import { bookingHref } from '../../src/lib/booking-link.ts'

const bookingPath = pages.find((page) => page.role === 'booking')?.path ?? ''

/**
 * The tallest a page may be at 390 px, in a production build (no preview
 * banner). The home page was 6,138 px when it repeated the whole offer list
 * of /consultations; it now shows her main offers with « Tous les tarifs ».
 * /consultations was 7,599 px; each card now says its duration and price on
 * one line.
 */
const maxHeights: Readonly<Record<string, number>> = { '/': 5000, '/consultations': 6500 }

/**
 * /pourquoi-consulter at 390 px, in a production build. It was 5,171 px as
 * fifteen cards in a row; as three checklists (before the birth, the first
 * weeks, later), each ending with the booking button, it was about 4,100;
 * the warning signs in two levels (the 15 first, then the doctor or midwife
 * the same day) and the 3114 add about 360 px.
 */
const situationsMaxHeight = 4600

/** A path no page has: the host answers it with the not-found page. */
const notFoundPath = '/cette-page-n-existe-pas'

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} is not rendered`)
  return found
}

/** The page's height as a production build serves it: the preview's banner about examples is not part of it. */
async function productionHeight(page: Page): Promise<number> {
  const banner = page.getByRole('complementary', { name: ui.preview.title })
  const bannerHeight = (await banner.count()) > 0 ? (await box(banner)).height : 0
  return (await page.evaluate(() => document.documentElement.scrollHeight)) - bannerHeight
}

test.describe('the home page on a phone', () => {
  test('shows her main offers (featured in offers.yaml), each with its price and « Réserver », and a link to every price; at most 5,000 px tall at 390 px', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    const featured = offers.offers.filter((offer) => offer.featured)
    expect(featured.length, 'offers.yaml features no offer: the home page shows none').toBeGreaterThan(0)
    const section = main.locator('section#services')
    await expect(section.getByRole('listitem')).toHaveCount(featured.length)
    for (const offer of featured) {
      const row = section.getByRole('listitem').filter({ has: page.locator('summary').getByText(plainSpaces(offer.title), { exact: true }) })
      await expect(row, offer.title).toBeVisible()
      const lowest = formatPrice({ amount: Math.min(...offer.prices.map((price) => price.amount)) })
      await expect(row, offer.title).toContainText(plainSpaces(offer.prices.length > 1 ? fill(ui.offers.lowestPrice, { price: lowest }) : lowest), { useInnerText: true })
      await expect(row.getByRole('link', { name: ui.offers.book }), offer.title).toHaveAttribute('href', bookingHref(bookingPath, offer))
    }
    // Every offer, its notes and the « À NOTER » box are one tap away.
    await expect(linksTo(section, '/consultations')).toBeVisible()
    expect(await productionHeight(page)).toBeLessThanOrEqual(maxHeights['/']!)
  })

  test('/consultations is at most 6,500 px tall at 390 px, every offer still on it', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/consultations')
    for (const offer of offers.offers) await expect(page.getByRole('main').getByRole('heading', { level: 3, name: plainSpaces(offer.title), exact: true })).toBeVisible()
    expect(await productionHeight(page)).toBeLessThanOrEqual(maxHeights['/consultations']!)
  })

  test('opens an offer\'s presentation from its name, with no script, and closes it again', { tag: '@mobile' }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
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
    await context.close()
  })
})

test('/pourquoi-consulter: every situation of situations.yaml in its group\'s checklist, each group ending with the booking button, at most 4,200 px at 390 px', { tag: '@mobile-only' }, async ({ page }) => {
  const path = pages.find((candidate) => candidate.file === 'pourquoi-consulter')?.path
  if (!path) throw new Error('pages.yaml has no page for pourquoi-consulter.mdx')
  await page.goto(path)
  const main = page.getByRole('main')
  for (const group of Object.values(situations)) {
    const first = group[0]
    if (!first) continue
    const list = main.getByRole('list').filter({ hasText: plainSpaces(first.title) })
    await expect(list).toHaveCount(1)
    await expect(list.getByRole('listitem')).toHaveCount(group.length)
    for (const [index, situation] of group.entries()) {
      await expect(list.getByRole('listitem').nth(index)).toContainText(plainSpaces(situation.title))
      await expect(list.getByRole('listitem').nth(index)).toContainText(plainSpaces(situation.description))
    }
    // The group's card ends with the booking button, under its last situation.
    const button = list.locator('xpath=..').getByRole('link', { name: plainSpaces(ui.header.cta) })
    await expect(button).toHaveAttribute('href', bookingPath)
    expect((await box(button)).y).toBeGreaterThan((await box(list.getByRole('listitem').last())).y)
  }
  expect(await productionHeight(page)).toBeLessThanOrEqual(situationsMaxHeight)
})

test.describe('the home page\'s social proof', () => {
  test('shows the first two testimonials of testimonials.yaml, the families figure and a link to all of them', async ({ page }) => {
    await page.goto('/')
    const quotes = page.getByRole('main').getByRole('article')
    await expect(quotes).toHaveCount(Math.min(2, testimonials.length))
    for (const [index, testimonial] of testimonials.slice(0, 2).entries()) {
      await expect(quotes.nth(index)).toContainText(plainSpaces(testimonial.text), { useInnerText: true })
      await expect(quotes.nth(index)).toContainText(plainSpaces(testimonial.name))
    }
    await expect(page.getByRole('main').getByText(plainSpaces(ui.testimonials.families))).toBeVisible()
    await expect(page.getByRole('main').locator('a[href="/temoignages"]').first()).toBeVisible()
  })
})

test.describe('the folded contact form of the home page', () => {
  test('stays folded until its button is pressed', async ({ page }) => {
    await page.goto('/')
    await expect(contactForm(page)).toBeHidden()
    await expect(contactFold(page)).toHaveText(plainSpaces(ui.forms.openContact))
    await contactFold(page).click()
    await expect(contactForm(page)).toBeVisible()
  })

  test('opens by itself when the address leads to its section (/#contact)', async ({ page }) => {
    await page.goto('/#contact')
    await expect(contactForm(page)).toBeVisible()
    await expect(contactForm(page).getByRole('button', { name: ui.forms.submitContact })).toBeEnabled()
  })

  test('opens by itself when a message she began comes back', async ({ page }) => {
    await gotoContact(page)
    await contactForm(page).getByRole('textbox').first().fill('Camille')
    await page.goto('/a-propos')
    await page.goto('/')
    await expect(contactForm(page)).toBeVisible()
    await expect(contactForm(page).getByRole('textbox').first()).toHaveValue('Camille')
  })
})

test.describe('one grid on a desktop', () => {
  for (const path of ['/', '/pourquoi-consulter', '/temoignages', '/consultations']) {
    test(`${path}: headings, intros and cards share one left edge at 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      const main = page.getByRole('main')
      const edges = new Set<number>()
      for (const heading of await main.getByRole('heading', { level: 2 }).all()) {
        if (await heading.isVisible()) edges.add(Math.round((await box(heading)).x))
      }
      const cards = main.locator('ul > li, ol > li, article').filter({ visible: true })
      // A card's edge is its border: the item's own, or its list's card around it (a checklist), else the list's.
      const firstCard = await cards.first().evaluate((item) => {
        const list = item.closest('ul, ol, div')!
        const bordered = [item, list, list.parentElement].find((element) => element && Number.parseFloat(getComputedStyle(element).borderLeftWidth) > 0)
        return Math.round((bordered ?? list).getBoundingClientRect().x)
      })
      edges.add(firstCard)
      edges.add(Math.round((await box(main.locator('p').filter({ visible: true }).first())).x))
      // Tinted sections paint edge to edge; what they hold starts where the rest does.
      expect([...edges], 'left edges of headings, first paragraph and cards').toHaveLength(1)
    })
  }

  test('two columns (<Columns>) put one block beside the text at 1280 px, and keep the written order at 390 px, on every page that has them', async ({ page }) => {
    test.setTimeout(60_000)
    let seen = 0
    for (const { path } of sitePages) {
      // Only the pages whose served HTML has columns are laid out in the browser.
      if (!(await (await page.request.get(path)).text()).includes('data-layout="columns"')) continue
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        const layouts = await page.locator('[data-layout="columns"]').evaluateAll((all) =>
          all.map((columns) => {
            const last = (columns as HTMLElement).dataset.beside === 'last'
            const [first, second] = [...columns.children].map((child) => child.getBoundingClientRect().toJSON() as DOMRect)
            const textColumn = columns.children[last ? 0 : 1]
            // A section title opening the text: where its letters start.
            const opening = textColumn?.firstElementChild?.tagName === 'H2' ? textColumn.firstElementChild.getBoundingClientRect().top : null
            return { last, beside: (last ? second : first) as DOMRect, text: (last ? first : second) as DOMRect, opening }
          }),
        )
        for (const { last, beside, text, opening } of layouts) {
          seen++
          if (width === 1280) {
            expect(beside.left, `${path}: beside the text`).toBeGreaterThanOrEqual(text.right)
            expect(beside.top, `${path}: level with the text`).toBeLessThan(text.bottom)
            // The block beside starts level with a section title that opens the text, not above it.
            if (opening !== null) expect(Math.abs(beside.top - opening), `${path}: level with its title`).toBeLessThanOrEqual(2)
            expect(beside.right, `${path}: within the page`).toBeLessThanOrEqual(width)
          } else if (last) {
            expect(beside.top, `${path}: under the text, as written`).toBeGreaterThanOrEqual(text.bottom)
          } else {
            expect(beside.bottom, `${path}: above the text, as written`).toBeLessThanOrEqual(text.top)
          }
        }
      }
    }
    expect(seen, 'no page has two columns: this test would prove nothing').toBeGreaterThan(0)
  })
})

test.describe('the price cards of /consultations, all alike', () => {
  for (const width of [390, 1280]) {
    test(`end with one footer at ${width} px: duration on the left, price on the right, a note under the price`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/consultations')
      for (const offer of offers.offers) {
        const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: plainSpaces(offer.title), exact: true }) })
        const priceLine = card.locator('p').filter({ hasText: new RegExp(`^${ui.offers.price}`) })
        const footer = await box(priceLine.locator('..'))
        const price = await box(priceLine)
        expect(Math.abs(price.x + price.width - (footer.x + footer.width)), `${offer.title}: its price ends at the right edge`).toBeLessThanOrEqual(1)
        if (offer.duration) {
          const duration = await box(card.locator('p').filter({ hasText: new RegExp(`^${ui.offers.duration}`) }))
          expect(Math.abs(duration.x - footer.x), `${offer.title}: its duration starts at the left edge`).toBeLessThanOrEqual(1)
          expect(duration.x + duration.width, `${offer.title}: its duration stays left of its price`).toBeLessThanOrEqual(price.x + 1)
        }
        if (offer.priceNote) {
          const note = await box(priceLine.getByText(plainSpaces(offer.priceNote)))
          expect(note.y, `${offer.title}: its note sits under its price`).toBeGreaterThan(price.y + 20)
          expect(Math.abs(note.x + note.width - (price.x + price.width)), `${offer.title}: its note ends under its price`).toBeLessThanOrEqual(1)
        }
        await expect(card.getByRole('link', { name: offer.group === 'packages' ? ui.offers.choose : ui.offers.book }), offer.title).toBeVisible()
      }
    })
  }

  test('every package has a label line above its name', async ({ page }) => {
    await page.goto('/consultations')
    for (const offer of offers.offers.filter((entry) => entry.group === 'packages')) {
      const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: plainSpaces(offer.title), exact: true }) })
      const label = offerLabelOf(offer, ui.offers.appointments)
      expect(label, `${offer.title} has neither label nor appointments in offers.yaml`).toBeDefined()
      await expect(card.locator('p').first()).toHaveText(plainSpaces(label ?? ''), { ignoreCase: true })
    }
  })
})

test('every form of the site, at 1280 and 390 px: its send button under its last field, no two of its parts overlapping', async ({ page }) => {
  test.setTimeout(60_000)
  let forms = 0
  // Only the pages whose served HTML holds a form are laid out in the browser.
  const withForms: string[] = []
  for (const { path } of sitePages) if ((await (await page.request.get(path)).text()).includes('<form')) withForms.push(path)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of withForms) {
      await page.goto(path)
      // A folded form is opened first, as a visitor would.
      for (const fold of await page.getByRole('main').locator('details:has(form) > summary').all()) await fold.click()
      for (const form of await page.getByRole('main').locator('form').all()) {
        forms++
        const layout = await form.evaluate((element) => {
          const rect = (node: Element) => node.getBoundingClientRect()
          const parts = [...element.querySelectorAll('label, input:not([tabindex="-1"]), select, textarea, button[type="submit"]')].filter(
            (node) => rect(node).width > 0 && getComputedStyle(node).visibility !== 'hidden',
          )
          const overlaps: string[] = []
          for (const [index, one] of parts.entries()) {
            for (const other of parts.slice(index + 1)) {
              const [a, b] = [rect(one), rect(other)]
              const inside = one.contains(other) || other.contains(one) || (one.tagName === 'LABEL' && (one as HTMLLabelElement).control === other)
              if (!inside && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) {
                overlaps.push(`${one.tagName} « ${one.textContent?.trim().slice(0, 20)} » / ${other.tagName} « ${other.textContent?.trim().slice(0, 20)} »`)
              }
            }
          }
          const fields = parts.filter((node) => node.tagName === 'TEXTAREA' || node.tagName === 'INPUT' || node.tagName === 'SELECT')
          const submit = element.querySelector('button[type="submit"]')
          return {
            overlaps,
            submitTop: submit ? rect(submit).top : Number.NaN,
            lastFieldBottom: Math.max(...fields.map((node) => rect(node).bottom)),
          }
        })
        expect(layout.overlaps, `${path} at ${width} px`).toEqual([])
        expect(layout.submitTop, `${path} at ${width} px: the send button under the fields`).toBeGreaterThanOrEqual(layout.lastFieldBottom)
      }
    }
  }
  expect(forms).toBeGreaterThan(0)
})

test('/cartes-cadeaux at 1280 px: the prices of a row of gift cards sit on one line, at the foot of their cards', async ({ page }) => {
  const path = pages.find((candidate) => candidate.file === 'cartes-cadeaux')?.path
  if (!path) throw new Error('pages.yaml has no page for cartes-cadeaux.mdx')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(path)
  const cards = await page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).all()
  const rows = new Map<number, number[]>()
  for (const card of cards) {
    const cardBox = await box(card)
    const price = await box(card.locator('p').last())
    rows.set(Math.round(cardBox.y), [...(rows.get(Math.round(cardBox.y)) ?? []), Math.round(price.y + price.height)])
    expect(cardBox.y + cardBox.height - (price.y + price.height), 'the price at the foot of its card').toBeLessThan(40)
  }
  expect(cards.length).toBeGreaterThan(1)
  for (const bottoms of rows.values()) expect(new Set(bottoms).size, `price bottoms ${bottoms.join(', ')}`).toBe(1)
})

test.describe('small things on a phone', () => {
  test('every page and the not-found page, from 320 to 1280 px: no sideways scroll, hyphenated words whole, headings that step down', async ({ page }) => {
    // Every page at four widths.
    test.setTimeout(90_000)
    for (const width of [320, 360, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of [...sitePages.map((entry) => entry.path), notFoundPath]) {
        await page.goto(path)
        const found = await page.getByRole('main').evaluate((main) => {
          const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize)
          const visible = (element: Element) => element.getBoundingClientRect().width > 0
          const h1 = main.querySelector('h1')
          const scale: string[] = []
          let title: Element | undefined
          for (const heading of [...main.querySelectorAll('h2, h3')].filter(visible)) {
            if (heading.tagName === 'H2') {
              title = heading
              if (h1 && size(heading) >= size(h1)) scale.push(`h2 « ${heading.textContent} » ${size(heading)} px ≥ h1 ${size(h1)} px`)
            } else if (title && size(title) < 1.2 * size(heading) - 0.05) {
              scale.push(`h3 « ${heading.textContent} » ${size(heading)} px, its h2 « ${title.textContent} » ${size(title)} px: less than 1.2 ×`)
            }
          }
          return {
            broken: [...main.querySelectorAll('.nobreak')].filter((word) => word.getClientRects().length > 1).map((word) => word.textContent),
            scale,
            scrollWidth: document.documentElement.scrollWidth,
          }
        })
        expect(found.broken, `${path} at ${width} px`).toEqual([])
        expect(found.scale, `${path} at ${width} px`).toEqual([])
        expect(found.scrollWidth, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width)
      }
    }
  })

  test('a long e-mail address wraps inside the text, the withdrawal form\'s box and the footer at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto(pages.find((entry) => entry.role === 'terms')?.path ?? '')
    // Hers may be short today; a real one can be as long as this, in one piece.
    const links = page.locator('a[href^="mailto:"]')
    expect(await links.count()).toBeGreaterThan(1)
    await links.evaluateAll((all) => all.forEach((link) => (link.textContent = 'bonjour@camille-martin-consultante-lactation.fr')))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('buttons stacked in a row of buttons are all as wide as the column (/cartes-cadeaux\'s two included)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    let checked = 0
    for (const { path } of sitePages) {
      await page.goto(path)
      // Buttons are the pill-shaped links; a row is their flex parent (a <p> the editor writes does not count).
      const rows = await page.getByRole('main').evaluate((main) => {
        const rowOf = (link: Element) => {
          let parent = link.parentElement
          while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement
          return parent
        }
        const groups = new Map<Element, number[]>()
        for (const link of main.querySelectorAll('a')) {
          if (Number.parseFloat(getComputedStyle(link).borderTopLeftRadius) < 100) continue
          const row = rowOf(link)
          if (!row || !getComputedStyle(row).display.includes('flex')) continue
          groups.set(row, [...(groups.get(row) ?? []), Math.round(link.getBoundingClientRect().width)])
        }
        return [...groups.values()].filter((widths) => widths.length > 1)
      })
      for (const widths of rows) expect(new Set(widths).size, `${path}: widths ${widths.join(', ')}`).toBe(1)
      checked += rows.length
    }
    // Her pages have rows of several buttons (/cartes-cadeaux's two): the rule was looked at, not skipped.
    expect(checked).toBeGreaterThan(0)
  })
})

test.describe('one strong button per screen', () => {
  for (const [width, height] of [[390, 844], [1280, 800]] as const) {
    test(`every page at ${width} px: no two filled buttons on one screen, besides the header's`, async ({ page }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height })
      await page.goto('/')
      const header = await box(page.getByRole('banner'))
      for (const path of [...sitePages.map((entry) => entry.path), notFoundPath]) {
        await page.goto(path)
        // Filled: a button or link painted in a dark colour (the accent), its words light.
        const filled = await page.locator('main, footer').evaluateAll((parts) =>
          parts.flatMap((part) => [...part.querySelectorAll('a, button')]).flatMap((element) => {
            const rect = element.getBoundingClientRect()
            const [r = 255, g = 255, b = 255, alpha = 1] = (getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []).map(Number)
            const dark = alpha > 0 && (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5
            return dark && rect.width > 0 ? [{ name: element.textContent?.trim() ?? '', top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY }] : []
          }),
        )
        filled.sort((one, other) => one.top - other.top)
        for (const [index, next] of filled.slice(1).entries()) {
          const previous = filled[index]!
          // Under the sticky header, a screen shows `height - header` pixels of the page.
          expect(next.top - previous.bottom, `${path}: « ${previous.name} » and « ${next.name} » on one screen`).toBeGreaterThanOrEqual(height - header.height)
        }
      }
    })
  }

  test('the urgent lane of the home page is a slim line: an outlined call button, the SMS and the emergency number', async ({ page }) => {
    await page.goto('/')
    const urgent = page.getByRole('complementary', { name: ui.urgent.label })
    const call = urgent.getByRole('link', { name: ui.urgent.call })
    const style = await call.evaluate((link) => ({ background: getComputedStyle(link).backgroundColor, border: getComputedStyle(link).borderTopWidth }))
    expect(style.background, 'not filled').toBe('rgb(255, 255, 255)')
    expect(Number.parseFloat(style.border), 'outlined').toBeGreaterThan(0)
    await expect(urgent).toContainText(plainSpaces(ui.urgent.emergency))
  })
})

test.describe('the header', () => {
  for (const width of [360, 390]) {
    test(`on a ${width} px phone: her mark and name, the menu, and the booking button on one line, read in full by screen readers`, { tag: '@mobile-only' }, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const header = page.getByRole('banner')
      const cta = header.getByRole('link', { name: ui.header.cta, exact: true })
      // What shows is the short label; the full one is the link's name, hidden from sight only.
      const shown = await cta.evaluate((link) =>
        // The button's label is one item (its outer span); the two labels are its children.
        [...link.querySelectorAll(':scope > span > span')].filter((span) => span.getBoundingClientRect().width > 1).map((span) => {
          const range = document.createRange()
          range.selectNodeContents(span)
          return { text: span.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size }
        }),
      )
      expect(shown).toEqual([{ text: ui.header.ctaShort, lines: 1 }])
      expect((await box(header)).height).toBeLessThanOrEqual(66)
      await expect(header.locator('svg text')).toHaveText(initialsOf(practice.name))
    })
  }

  test('on a desktop: on the page\'s grid, her mark on the content\'s left edge, the button ending on its right edge, the menu on one line', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const path of ['/', '/consultations']) {
      await page.goto(path)
      const header = page.getByRole('banner')
      const mark = await box(header.locator('svg').first())
      const heading = await box(page.getByRole('main').getByRole('heading', { level: 1 }))
      expect(Math.abs(mark.x - heading.x), `${path}: left edges`).toBeLessThanOrEqual(1)
      const cta = await box(header.getByRole('link', { name: ui.header.cta, exact: true }))
      expect(Math.abs(cta.x + cta.width - (1280 - heading.x)), `${path}: right edges`).toBeLessThanOrEqual(1)
      for (const link of await header.getByRole('navigation').getByRole('link').all()) {
        expect((await box(link)).height, await link.innerText()).toBeLessThanOrEqual(45)
        expect(await link.evaluate((element) => element.getClientRects().length), await link.innerText()).toBe(1)
      }
    }
  })
})

test.describe('the footer on a phone', () => {
  test('holds her contact, a button to call her and the legal links, in at most 420 px at 390 px', { tag: '@mobile-only' }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const call = footer.getByRole('link', { name: phoneText(practice.phone) })
    await expect(call).toHaveAttribute('href', phoneHref(practice.phone))
    expect(Number.parseFloat(await call.evaluate((link) => getComputedStyle(link).borderTopWidth)), 'a button, outlined').toBeGreaterThan(0)
    expect((await box(call)).height).toBeGreaterThanOrEqual(44)
    await expect(footer.getByRole('link', { name: practice.email })).toBeVisible()
    for (const legal of pages.filter((entry) => entry.kind === 'legal')) await expect(footer.getByRole('link', { name: loose(legal.title) })).toBeVisible()
    // The pages are in the header's menu: with JavaScript on, the footer does not list them again.
    await expect(footer.getByRole('navigation', { name: ui.footer.navHeading })).toBeHidden()
    expect((await box(footer)).height).toBeLessThanOrEqual(420)
  })
})
