/**
 * The design rules a visitor sees: her main offers folded on a phone, where
 * she places them, one left edge on a desktop,
 * price cards that all end alike, nothing wider than the screen. Every
 * expected value comes from content/. The rules that hold on every page are
 * checked in one load per page and width.
 */
import { expect, type Page, test } from '@playwright/test'
import { offers, pages, practice, ui } from '../helpers/content.ts'
import { contactForm, submitContact } from '../helpers/forms.ts'
import { bookingPath, boxOf, gotoHydrated, linksTo, loose, mdxSource, menuFull, offerSummary, offersPath, pageAt, pathsPlacing, sitePages, termsPath, touchTarget, withBlocks } from '../helpers/site.ts'
import { fill, formatDuration, formatPrice, phoneHref, phoneText } from '../../src/lib/format.ts'
import { unknownPath } from '../../scripts/tools/static-server.ts'
import { bookingHref } from '../../src/lib/booking-link.ts'
import { plainSpaces } from '../helpers/text.ts'


test.describe('on a phone', () => {
  test('the page placing her main offers (featured in offers.yaml) shows each with price and « Réserver »; its footer her contact, a call button and the legal links in 420 px', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto(featuredPath ?? '/')
    const featured = featuredPath ? offers.offers.filter((offer) => offer.featured) : []
    const list = featuredList(page)
    if (featured.length > 0) await expect(list.getByRole('listitem')).toHaveCount(featured.length)
    for (const offer of featured) {
      const row = list.getByRole('listitem').filter({ has: offerSummary(page, offer.title) })
      await expect(row, offer.title).toBeVisible()
      const lowest = formatPrice({ amount: Math.min(...offer.prices.map((price) => price.amount)) })
      await expect(row, offer.title).toContainText(plainSpaces(offer.prices.length > 1 ? fill(ui.offers.lowestPrice, { price: lowest }) : lowest), { useInnerText: true })
      await expect(row.getByRole('link', { name: ui.offers.book }), offer.title).toHaveAttribute('href', bookingHref(bookingPath, offer))
    }

    const footer = page.getByRole('contentinfo')
    const call = footer.getByRole('link', { name: phoneText(practice.phone) })
    await expect(call).toHaveAttribute('href', phoneHref(practice.phone))
    expect(Number.parseFloat(await call.evaluate((link) => getComputedStyle(link).borderTopWidth)), 'a button, outlined').toBeGreaterThan(0)
    expect((await boxOf(call)).height).toBeGreaterThanOrEqual(touchTarget)
    await expect(footer.getByRole('link', { name: practice.email })).toBeVisible()
    for (const legal of pages.filter((entry) => entry.kind === 'legal')) await expect(footer.getByRole('link', { name: loose(legal.title) })).toBeVisible()
    // The pages are in the header's menu: with JavaScript on, the footer does not list them again.
    await expect(footer.getByRole('navigation', { name: ui.footer.navHeading })).toBeHidden()
    expect((await boxOf(footer)).height).toBeLessThanOrEqual(420)
  })
})

test('the folded contact form opens by itself at the address of its section (« /#contact »), and when a message she began comes back', async ({ page }) => {
  test.skip(!foldedFormPath || !contactSection, 'no page of hers has a <Section id="…"> holding <FoldedContactForm />')
  await page.goto(`${foldedFormPath}#${contactSection}`)
  await expect(contactForm(page)).toBeVisible()
  await expect(submitContact(page)).toBeEnabled()
  await contactForm(page).getByRole('textbox').first().fill('Camille')
  await page.goto(offersPath)
  await page.goto(foldedFormPath!)
  await expect(contactForm(page)).toBeVisible()
  await expect(contactForm(page).getByRole('textbox').first()).toHaveValue('Camille')
})

/** One rule of the design, checked on a page as loaded at one width; returns how many things it looked at. */
interface Rule {
  name: string
  widths: readonly number[]
  /** The pages it applies to; every page and the not-found page when absent. */
  paths?: readonly string[]
  /** How many things it must have looked at over all its pages, so it cannot pass by skipping. */
  atLeast?: number
  check: (page: Page, path: string, width: number) => Promise<number | void>
}

/** Her page placing her main offers (<FeaturedOffers />, the home page as shipped), wherever she puts them. */
const featuredPath = pathsPlacing('FeaturedOffers')[0]
/** The list of her main offers on that page: the one whose rows open by an offer's whole name (a price card's title is a heading). */
const featuredList = (page: Page) =>
  page.getByRole('main').getByRole('list').filter({ has: offerSummary(page, offers.offers.find((offer) => offer.featured)?.title ?? '') }).first()

/** Her page folding the contact form, and the id of its section that holds it (« contact »), if she wrote one. */
const foldedFormPath = pathsPlacing('FoldedContactForm')[0]
const contactSection = foldedFormPath && /<Section\b[^>]*\bid="([^"]+)"[^>]*>(?:(?!<\/Section>)[\s\S])*?<FoldedContactForm\b/.exec(withBlocks(pageAt(foldedFormPath).file))?.[1]

/** Whether one of her pages writes a row of several buttons (an <Actions> with two <ButtonLink>). */
const hasButtonRow = sitePages.some((entry) => [...withBlocks(entry.file).matchAll(/<Actions\b[^>]*>([\s\S]*?)<\/Actions>/g)].some((row) => (row[1]?.match(/<ButtonLink\b/g) ?? []).length > 1))

/** Her pages with a table of contents (<TableOfContents /> in their file). */
const pagesWithContents = sitePages.filter((entry) => /<TableOfContents\b/.test(mdxSource(entry.file)))


const rules: Rule[] = [
  {
    name: 'no sideways scroll, hyphenated words whole, headings that step down',
    widths: [320, 360, 390, 1280],
    check: async (page, path, width) => {
      const found = await page.getByRole('main').evaluate((main) => {
        const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize)
        const h1 = main.querySelector('h1')
        const scale: string[] = []
        let title: Element | undefined
        for (const heading of [...main.querySelectorAll('h2, h3')].filter((element) => element.getBoundingClientRect().width > 0)) {
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
    },
  },
  {
    name: 'no two filled buttons on one screen, besides the header\'s',
    widths: [390, 1280],
    check: async (page, path) => {
      const screen = page.viewportSize()!.height - (await boxOf(page.getByRole('banner'))).height
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
      // Under the sticky header, a screen shows its height less the header's.
      for (const [index, next] of filled.slice(1).entries()) {
        expect(next.top - filled[index]!.bottom, `${path}: « ${filled[index]!.name} » and « ${next.name} » on one screen`).toBeGreaterThanOrEqual(screen)
      }
    },
  },
  {
    name: 'buttons stacked in a row of buttons as wide as the column, each button\'s words on one line',
    widths: [390],
    paths: sitePages.map((page) => page.path),
    // At least one row when her pages write one.
    atLeast: hasButtonRow ? 1 : 0,
    check: async (page, path) => {
      // Buttons are the pill-shaped links; a row is their flex parent (a <p> the editor writes does not count).
      const rows = await page.getByRole('main').evaluate((main) => {
        const groups = new Map<Element, number[]>()
        for (const link of main.querySelectorAll('a')) {
          if (Number.parseFloat(getComputedStyle(link).borderTopLeftRadius) < 100) continue
          let row = link.parentElement
          while (row && getComputedStyle(row).display === 'contents') row = row.parentElement
          if (!row || !getComputedStyle(row).display.includes('flex')) continue
          groups.set(row, [...(groups.get(row) ?? []), Math.round(link.getBoundingClientRect().width)])
        }
        return [...groups.values()].filter((widths) => widths.length > 1)
      })
      for (const widths of rows) expect(new Set(widths).size, `${path}: widths ${widths.join(', ')}`).toBe(1)
      // And every button's words on one line (« Voir mes consultations », not two lines in a pill).
      const wrapped = await page.getByRole('main').evaluate((main) =>
        [...main.querySelectorAll('a')]
          .filter((link) => Number.parseFloat(getComputedStyle(link).borderTopLeftRadius) >= 100 && link.getBoundingClientRect().width > 0)
          .filter((link) => {
            // The lines of its words (its text, not its icon).
            const bottoms = new Set<number>()
            const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim()) continue
              const range = document.createRange()
              range.selectNodeContents(node)
              for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.add(Math.round(rect.bottom))
            }
            return bottoms.size > 1
          })
          .map((link) => link.textContent),
      )
      expect(wrapped, `${path}: buttons on two lines`).toEqual([])
      return rows.length
    },
  },
  {
    name: 'two columns (<Columns>) put one block beside the text on a desktop, and keep the written order on a phone',
    widths: [390, 1280],
    atLeast: pathsPlacing('Columns').length > 0 ? 1 : 0,
    check: async (page, path, width) => {
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
      return layouts.length
    },
  },
  {
    name: 'headings, intros and cards on one left edge',
    widths: [1280],
    paths: ['/', ...pathsPlacing('SituationList'), ...pathsPlacing('TestimonialList'), offersPath],
    check: async (page, path) => {
      const main = page.getByRole('main')
      const edges = new Set<number>()
      for (const heading of await main.getByRole('heading', { level: 2 }).all()) {
        if (await heading.isVisible()) edges.add(Math.round((await boxOf(heading)).x))
      }
      // A card's edge is its border: the item's own, or its list's card around it (a checklist), else the list's.
      edges.add(
        await main.locator('ul > li, ol > li, article').filter({ visible: true }).first().evaluate((item) => {
          const list = item.closest('ul, ol, div')!
          const bordered = [item, list, list.parentElement].find((element) => element && Number.parseFloat(getComputedStyle(element).borderLeftWidth) > 0)
          return Math.round((bordered ?? list).getBoundingClientRect().x)
        }),
      )
      edges.add(Math.round((await boxOf(main.locator('p').filter({ visible: true }).first())).x))
      // Tinted sections paint edge to edge; what they hold starts where the rest does.
      expect([...edges], `${path}: left edges of headings, first paragraph and cards`).toHaveLength(1)
    },
  },
  {
    name: 'the header on the page\'s grid: her mark on the content\'s left edge, the button ending on its right edge, each menu label on one line while the menu has room (a longer one folds inside its link), her number not in it',
    widths: [1280],
    paths: ['/', offersPath],
    check: async (page, path, width) => {
      const header = page.getByRole('banner')
      const mark = await boxOf(header.locator('svg').first())
      const heading = await boxOf(page.getByRole('main').getByRole('heading', { level: 1 }))
      expect(Math.abs(mark.x - heading.x), `${path}: left edges`).toBeLessThanOrEqual(1)
      const button = header.getByRole('link', { name: ui.header.cta, exact: true })
      const cta = await boxOf(button)
      expect(Math.abs(cta.x + cta.width - (width - heading.x)), `${path}: right edges`).toBeLessThanOrEqual(1)
      const menu = header.getByRole('navigation')
      // Her labels' length is hers: the menu holds any of them. Each label's words on one line while every label fits
      // (a label folds only when its link was squeezed, so only when the links fill the menu), each apart from the
      // next, the button apart from the last, and nothing wider than the screen.
      const holds = async (what: string) => {
        const { labels, sideways } = await menu.evaluate((nav) => ({
          labels: [...nav.querySelectorAll('li')].map((item) => {
            // The lines its words make (a link's own box is one, however many), and where they start and end.
            const range = document.createRange()
            range.selectNodeContents(item.querySelector('a span')!)
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
            return { text: item.innerText, lines: new Set(rects.map((rect) => Math.round(rect.top))).size, x: Math.min(...rects.map((rect) => rect.left)), right: Math.max(...rects.map((rect) => rect.right)) }
          }),
          sideways: document.documentElement.scrollWidth > innerWidth,
        }))
        if (!(await menuFull(page))) for (const label of labels) expect(label.lines, `${what}: « ${label.text} » on one line, the menu has room`).toBe(1)
        for (const [index, next] of labels.slice(1).entries()) expect(next.x - labels[index]!.right, `${what}: gap after « ${labels[index]!.text} »`).toBeGreaterThanOrEqual(12)
        expect((await boxOf(button)).x - labels.at(-1)!.right, `${what}: the button apart from the menu`).toBeGreaterThanOrEqual(20)
        expect(sideways, `${what}: wider than the screen`).toBe(false)
        return labels
      }
      await holds(path)
      if (path === '/') {
        // Labels of our own. One letter each: the menu has room, and is not told full. One too long for the room the
        // others leave: the menu is full, the label folds inside its link, and the rest holds.
        const spans = menu.locator('li a > span')
        // Her labels as written (their words kept whole at hyphens), put back after.
        const hers = await spans.evaluateAll((each) => each.map((span) => span.innerHTML))
        const write = (html: readonly string[]) => spans.evaluateAll((each, html) => each.forEach((span, index) => { span.innerHTML = html[index]! }), html)
        await write(hers.map(() => 'A'))
        expect(await menuFull(page), 'one letter a label: the menu has room').toBe(false)
        await write(hers.map((html, index) => (index === 1 ? 'Mes ateliers de préparation à l’allaitement, en petit groupe' : html)))
        expect(await menuFull(page), 'a long label: the menu is full').toBe(true)
        expect((await holds(`${path} with a long label`))[1]!.lines, 'the long label folds').toBeGreaterThan(1)
        await write(hers)
      }
      // Her number, at the foot of the phone menu, is in the footer on a desktop, not in the bar.
      await expect(linksTo(header, phoneHref(practice.phone))).toBeHidden()
      await expect(linksTo(page.getByRole('contentinfo'), phoneHref(practice.phone))).toBeVisible()
    },
  },
  {
    name: 'the price cards: the name above the price, in larger type than it, as her main offers\' rows; the price and its notes above the button; on a phone, each offer\'s presentation folded; its duration and the notes box\'s heading shown',
    widths: [390, 1280],
    paths: [offersPath],
    check: async (page, _path, width) => {
      const size = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
      const family = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).fontFamily)
      const typeOf = async (title: ReturnType<Page['locator']>, price: ReturnType<Page['locator']>) =>
        `name ${await family(title)} ${await size(title)} px, price ${await family(price)} ${await size(price)} px`
      for (const offer of offers.offers) {
        const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: plainSpaces(offer.title), exact: true }) })
        const title = card.getByRole('heading', { level: 3 })
        const price = card.getByText(plainSpaces(formatPrice(offer.prices[0]!)), { exact: false }).first()
        const button = card.getByRole('link', { name: offer.group === 'packages' ? ui.offers.choose : ui.offers.book })
        expect(await size(title), `${offer.title}: the name outranks the price`).toBeGreaterThan(await size(price))
        await expect(button, offer.title).toBeVisible()
        const [titleBox, priceBox, buttonBox] = [await boxOf(title), await boxOf(price), await boxOf(button)]
        expect(priceBox.y, `${offer.title}: the price under the name`).toBeGreaterThan(titleBox.y + titleBox.height - 1)
        expect(buttonBox.height, `${offer.title}: a button a thumb can hit`).toBeGreaterThanOrEqual(touchTarget)
        // A note of the price, and each footnote its prices point to, right under the price, within its card.
        const notes = [offer.priceNote, ...offers.footnotes.filter((note) => offer.prices.some((each) => each.footnote === note.number)).map((note) => note.text)]
        for (const note of notes.filter((each): each is string => Boolean(each))) {
          const noteBox = await boxOf(card.getByText(plainSpaces(note), { exact: false }).first())
          expect(noteBox.y, `${offer.title}: « ${note} » under its price`).toBeGreaterThan(priceBox.y)
          expect(noteBox.y, `${offer.title}: « ${note} » in its card`).toBeLessThan((await boxOf(card)).y + (await boxOf(card)).height)
        }
        // Its duration beside the price, as read aloud (its words: tests/unit/site-render.test.tsx).
        if (offer.duration) await expect(card.getByText(plainSpaces(`${ui.offers.duration} ${formatDuration(offer.duration)}`), { exact: false }).first(), offer.title).toBeVisible()
        // Its presentation and what it includes: folded on a phone, one tap away; shown on a desktop.
        const presentation = card.getByText(plainSpaces(offer.text), { exact: true })
        const items = offer.features.map((feature) => card.getByRole('listitem').filter({ hasText: plainSpaces(feature) }).first())
        const summary = card.locator('summary').filter({ hasText: plainSpaces(ui.offers.features) })
        if (width === 390) {
          for (const shown of [presentation, ...items]) await expect(shown, `${offer.title}: folded on a phone`).toBeHidden()
          expect((await boxOf(summary)).height, `${offer.title}: its summary a thumb can hit`).toBeGreaterThanOrEqual(touchTarget)
          if (offer === offers.offers[0]) {
            await summary.click()
            for (const shown of [presentation, ...items]) await expect(shown, `${offer.title}: opened by a tap`).toBeVisible()
            await summary.click()
          }
        } else {
          for (const shown of [presentation, ...items]) await expect(shown, `${offer.title}: shown on a desktop`).toBeVisible()
          await expect(summary).toBeHidden()
        }
      }
      // Its words and notes: tests/unit/site-render.test.tsx.
      await expect(page.getByRole('complementary', { name: ui.offers.notesTitle }).getByRole('heading')).toBeVisible()
      // Her main offers' rows, on the page that places them, and these cards: one face and size for a name, one for a price.
      const single = offers.offers.find((each) => each.featured && each.prices.length === 1)
      if (single && featuredPath) {
        const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: plainSpaces(single.title), exact: true }) })
        const cardType = await typeOf(card.getByRole('heading', { level: 3 }), card.getByText(plainSpaces(formatPrice(single.prices[0]!)), { exact: false }).first())
        const featuredPage = await page.context().newPage()
        await featuredPage.setViewportSize(page.viewportSize()!)
        await featuredPage.goto(featuredPath)
        const row = featuredList(featuredPage).getByRole('listitem').filter({ has: offerSummary(featuredPage, single.title) })
        expect(cardType, single.title).toBe(await typeOf(row.getByText(plainSpaces(single.title), { exact: true }), row.getByText(plainSpaces(formatPrice(single.prices[0]!)), { exact: true })))
        await featuredPage.close()
      }
    },
  },
  {
    name: 'a long page she gave a table of contents opens on it: one link per section, in order, each leading to its section',
    widths: [390],
    paths: pagesWithContents.map((entry) => entry.path),
    atLeast: pagesWithContents.length,
    check: async (page, path) => {
      const contents = page.getByRole('main').getByRole('navigation', { name: ui.page.contents })
      await expect(contents).toBeInViewport()
      const links = contents.getByRole('link')
      const sections = page.getByRole('main').getByRole('heading', { level: 2 })
      // Her ## headings, as written in her file and in that order.
      expect((await links.allInnerTexts()).map(plainSpaces)).toEqual((await sections.allInnerTexts()).map(plainSpaces))
      for (const link of await links.all()) {
        const target = (await link.getAttribute('href'))?.slice(1) ?? ''
        await expect(page.locator(`[id="${target}"]`), `${path}: « ${await link.innerText()} »`).toHaveText(await link.innerText())
        expect((await boxOf(link)).height, 'a link a thumb can hit').toBeGreaterThanOrEqual(touchTarget)
      }
      // A tap on the last link brings its section up to the screen.
      await links.last().click()
      await expect(sections.last()).toBeInViewport()
      return 1
    },
  },
  {
    name: 'the prices of a row of gift cards on one line, at the foot of their cards',
    widths: [1280],
    paths: pathsPlacing('GiftCardOffers'),
    check: async (page) => {
      const cards = await page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).all()
      const rows = new Map<number, number[]>()
      for (const card of cards) {
        const cardBox = await boxOf(card)
        const price = await boxOf(card.locator('p').last())
        rows.set(Math.round(cardBox.y), [...(rows.get(Math.round(cardBox.y)) ?? []), Math.round(price.y + price.height)])
        expect(cardBox.y + cardBox.height - (price.y + price.height), 'the price at the foot of its card').toBeLessThan(40)
      }
      expect(cards.length).toBeGreaterThan(1)
      for (const bottoms of rows.values()) expect(new Set(bottoms).size, `price bottoms ${bottoms.join(', ')}`).toBe(1)
    },
  },
  // The two rules that change the page come last: they open its folded forms, and rewrite its e-mail addresses.
  {
    name: 'every form\'s send button under its last field, no two of its parts overlapping',
    widths: [390, 1280],
    atLeast: 1,
    check: async (page, path, width) => {
      // A folded form is opened first, as a visitor would.
      for (const fold of await page.getByRole('main').locator('details:has(form) > summary').all()) await fold.click()
      const forms = await page.getByRole('main').locator('form').all()
      for (const form of forms) {
        const layout = await form.evaluate((element) => {
          const rect = (node: Element) => node.getBoundingClientRect()
          const parts = [...element.querySelectorAll('label, input:not([tabindex="-1"]), select, textarea, button[type="submit"]')].filter(
            (node) => rect(node).width > 0 && getComputedStyle(node).visibility !== 'hidden',
          )
          const overlaps: string[] = []
          for (const [index, one] of parts.entries()) {
            for (const other of parts.slice(index + 1)) {
              const [a, b] = [rect(one), rect(other)]
              // A control drawn on its own label (a radio card) is one part, whichever comes first in the page.
              const labels = (label: Element, control: Element) => label.tagName === 'LABEL' && (label as HTMLLabelElement).control === control
              const inside = one.contains(other) || other.contains(one) || labels(one, other) || labels(other, one)
              if (!inside && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) {
                overlaps.push(`${one.tagName} « ${one.textContent?.trim().slice(0, 20)} » / ${other.tagName} « ${other.textContent?.trim().slice(0, 20)} »`)
              }
            }
          }
          const fields = parts.filter((node) => node.tagName === 'TEXTAREA' || node.tagName === 'INPUT' || node.tagName === 'SELECT')
          const submit = element.querySelector('button[type="submit"]')
          return { overlaps, submitTop: submit ? rect(submit).top : Number.NaN, lastFieldBottom: Math.max(...fields.map((node) => rect(node).bottom)) }
        })
        expect(layout.overlaps, `${path} at ${width} px`).toEqual([])
        expect(layout.submitTop, `${path} at ${width} px: the send button under the fields`).toBeGreaterThanOrEqual(layout.lastFieldBottom)
      }
      return forms.length
    },
  },
  {
    name: 'a last section meets the footer, any other last block keeps a space above it',
    widths: [390, 1280],
    check: async (page, path, width) => {
      const end = await page.getByRole('main').evaluate((main) => {
        const last = main.lastElementChild?.lastElementChild
        const footer = [...document.querySelectorAll('footer')].find((element) => !main.contains(element))
        return { section: last?.tagName === 'SECTION', gap: (footer?.getBoundingClientRect().top ?? 0) - (last?.getBoundingClientRect().bottom ?? 0) }
      })
      if (end.section) expect(end.gap, `${path} at ${width} px`).toBeCloseTo(0, 0)
      else expect(end.gap, `${path} at ${width} px`).toBeGreaterThan(16)
    },
  },
  {
    name: 'a long e-mail address wraps inside the text, the withdrawal form\'s box and the footer',
    widths: [320],
    paths: [termsPath],
    check: async (page) => {
      // Hers may be short today; a real one can be as long as this, in one piece.
      const links = page.locator('a[href^="mailto:"]')
      expect(await links.count()).toBeGreaterThan(1)
      await links.evaluateAll((all) => all.forEach((link) => (link.textContent = 'bonjour@camille-martin-consultante-lactation.fr')))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    },
  },
]

for (const width of [320, 360, 390, 1280]) {
  const applying = rules.filter((rule) => rule.widths.includes(width))
  test(`every page at ${width} px: ${applying.map((rule) => rule.name).join('; ')}`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    const seen = new Map(applying.map((rule) => [rule, 0]))
    // And a path no page has: the host answers it with the not-found page. Each page as a visitor sees it once its
    // forms have hydrated (the booking form adds its next openings then).
    for (const path of [...sitePages.map((entry) => entry.path), unknownPath]) {
      await gotoHydrated(page, path)
      for (const rule of applying) {
        if (rule.paths && !rule.paths.includes(path)) continue
        seen.set(rule, seen.get(rule)! + ((await rule.check(page, path, width)) ?? 0))
      }
    }
    for (const rule of applying) {
      if (rule.atLeast) expect(seen.get(rule), `${rule.name}: nothing looked at, the rule would prove nothing`).toBeGreaterThanOrEqual(rule.atLeast)
    }
  })
}
