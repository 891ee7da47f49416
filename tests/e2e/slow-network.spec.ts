/**
 * A page whose HTML a slow network delivers in two parts: the browser paints
 * what has come, and nothing it painted moves when the rest comes. Each cut is
 * a place where something did move, fixed at its cause: the header's menu and
 * call to action (the header is painted once whole: its links folded anew as
 * the button's words came), the home page's hero, a grid of cards, a card's
 * button and her main offers' before its words (a button is painted once its
 * words are in, and laid from its right edge), the booking
 * form's types of consultation, the urgent box's links. On a computer; on a
 * phone, her round portrait's row is photos.spec.ts's. One cut still moves
 * something on a phone, left as it is since what comes later decides the
 * place: before the urgent box's second link's words, that link wraps to the
 * next line.
 */
import { expect, test } from '@playwright/test'
import { offers, ui } from '../helpers/content.ts'
import { serveLocal } from '../helpers/local-server.ts'
import { expectNoShift, headerCta, headerMenu, pathsPlacing } from '../helpers/site.ts'
import { frozenNow } from '../helpers/calendar-days.ts'

/** Where `text` is in the page's HTML, from `from` on; throws when it is not, rather than cut somewhere else. */
function find(html: string, text: string, from = 0): number {
  const found = html.indexOf(text, from)
  if (found < 0) throw new Error(`« ${text} » is not in the page's HTML after character ${from}`)
  return found
}

/** Just after the first `end` that follows `start`; throws unless `next` comes after it (an item still to come). */
function cutAfter(html: string, start: string, end: string, next: string): number {
  const cut = find(html, end, find(html, start)) + end.length
  find(html, next, cut)
  return cut
}

/** A window taller than her pages: what the cut leaves is in view, however long her texts (a shift out of view is not counted). */
const wholePage = 6000

/**
 * Where a slow network may cut a page's HTML for 400 ms, and what is painted before the rest comes; on the first
 * page of hers that has the part (none: the test is skipped).
 */
const cuts: { where: string; path: string | undefined; at: (html: string) => number; edit?: (html: string) => string; height?: number }[] = [
  {
    where: 'inside the menu',
    path: headerMenu.find(([, path]) => path !== '/')?.[1] ?? '/',
    // After the menu's first link.
    at: (html) => find(html, '<li', find(html, '<li', find(html, '<header')) + 1),
  },
  {
    where: 'inside the header’s button, before its words, the menu full of a long label',
    path: '/',
    // A label of our own in the menu's first link, too long for the room the others leave: squeezed, the labels
    // fold, and would fold anew as the button's words take their room, were the header painted before them.
    edit: (html) => html.replace(/(<nav[^]*?<li><a[^>]*>)[^]*?(<\/a><\/li>)/, '$1<span>Mes ateliers de préparation à l’allaitement, en petit groupe</span>$2'),
    // After the opening tag of the header's last link, its call to action.
    at: (html) => {
      const last = html.lastIndexOf('<a ', find(html, '</header>'))
      if (last < find(html, '<header')) throw new Error('the header has no link')
      return find(html, '>', last) + 1
    },
  },
  {
    where: 'inside the home page, after its title',
    path: '/',
    at: (html) => find(html, '</h1>') + '</h1>'.length,
  },
  {
    where: 'inside a grid of cards, after its first card',
    path: pathsPlacing('PriceTable')[0],
    // After the end of the first price card, whose last part is its booking link; another card comes after it.
    at: (html) => cutAfter(html, 'offre=', '</li>', 'offre='),
  },
  {
    where: 'inside a grid of cards, before its first button’s words',
    path: pathsPlacing('PriceTable')[0],
    // A link drawn as a button, painted before its words came, was an empty pill that grew leftwards when they did
    // (a card's button stands on the right). A busy browser paints so at any pause of its parser, a slow network or
    // not.
    height: wholePage,
    at: (html) => find(html, '<span>', find(html, 'offre=')) + '<span>'.length,
  },
  {
    where: 'inside her main offers, before the first one’s button’s words',
    // <FeaturedOffers /> shows nothing when no offer of offers.yaml is featured.
    path: offers.offers.some((offer) => offer.featured) ? pathsPlacing('FeaturedOffers')[0] : undefined,
    // Its duration and price beside it moved leftwards as the button took its room.
    height: wholePage,
    at: (html) => find(html, '<span>', find(html, 'offre=')) + '<span>'.length,
  },
  {
    where: 'inside the booking form’s choices, after its first type of consultation',
    path: pathsPlacing('BookingForm')[0],
    // After the end of the first type's group of offers; another type comes after it.
    at: (html) => cutAfter(html, 'role="group" aria-labelledby=', '</ul></div>', 'role="group" aria-labelledby='),
  },
  {
    where: 'inside the booking form’s first card, between its radio button and its words',
    path: pathsPlacing('BookingForm')[0],
    // A card's radio button is centred on the card, which its words make tall: painted before them, at a busy
    // parser's pause as at a network's, it stood higher, and went down when they came.
    at: (html) => find(html, '>', find(html, 'name="choice"')) + 1,
  },
  {
    where: 'inside the urgent box, before its second link’s words',
    path: pathsPlacing('UrgentHelp')[0],
    // After the opening tag of the box's second link (the first is centred beside it).
    at: (html) => {
      const links = find(html, '<ul', find(html, `aria-label="${ui.urgent.label}"`))
      return find(html, '>', find(html, '<a ', find(html, '<a ', links) + 1)) + 1
    },
  },
]

for (const cut of cuts) {
  test(`a page whose HTML the network cuts ${cut.where}, its rest 400 ms later: nothing shifts`, async ({ page, baseURL }) => {
    test.skip(cut.path === undefined, 'no page of hers has that part')
    // The page's HTML in two parts, the second 400 ms later, as a slow network may deliver it; everything else from the site.
    const site = new URL(cut.path!, baseURL)
    const served = await (await fetch(site)).text()
    const html = cut.edit?.(served) ?? served
    if (cut.edit) expect(html, 'the page as the test changes it').not.toBe(served)
    const at = cut.at(html)
    const server = await serveLocal((req, res) => {
      if (req.url === site.pathname) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.write(html.slice(0, at))
        setTimeout(() => res.end(html.slice(at)), 400)
        return
      }
      void fetch(new URL(req.url ?? '/', baseURL)).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' })
        res.end(Buffer.from(await answer.arrayBuffer()))
      })
    })
    try {
      // The same page whatever the day: late in a month, the booking form adds its next openings once hydrated.
      await page.clock.setFixedTime(frozenNow)
      if (cut.height) await page.setViewportSize({ width: page.viewportSize()!.width, height: cut.height })
      await page.goto(`${server.url}${site.pathname}`)
      await expectNoShift(page)
      await expect(headerCta(page), 'the header, whole once the rest came').toBeVisible()
    } finally {
      await server.close()
    }
  })
}
