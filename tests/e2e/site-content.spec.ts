import { expect, type Locator, type Page, test } from '@playwright/test'
import { offers, practice, ui } from '../helpers/content.ts'
import { footerMenuPages, loose, sitePages } from '../helpers/site.ts'

/** A card of a price list: the list item that holds the heading of that offer. */
const card = (page: Page, title: string): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })

/** An offer's title, by its id in offers.yaml. */
const title = (id: string): string => offers.offers.find((offer) => offer.id === id)?.title ?? id

/** A price as the site writes it (« 70 € » with a no-break space), not glued to other digits. */
const euros = (amount: number) => new RegExp(`(^|[^\\d])${amount}[\\s\\u00a0\\u202f]€`)

/**
 * What a visitor reads in an element: innerText keeps blocks apart, where
 * textContent would glue « 1 h 30 » and « 70 € » into « 1 h 3070 € ».
 */
const readText = (locator: Locator) => locator.innerText()

test.describe('/consultations', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/consultations')
  })

  test('shows the 5 groups of the consultations block in order', async ({ page }) => {
    const groups = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(groups).toHaveText([
      'Consultations prénatales',
      'Consultations postnatales',
      'Services complémentaires',
      'Consultations spécifiques',
      /^Formules d’accompagnement global$/,
    ])
  })

  test('offers « Réserver » on each prenatal and postnatal consultation, with its consultation chosen', async ({ page }) => {
    const booked = offers.offers.filter((offer) => offer.group === 'prenatal' || offer.group === 'postnatal')
    for (const offer of booked) {
      const book = card(page, offer.title).getByRole('link', { name: ui.offers.book })
      await expect(book, offer.title).toHaveAttribute('href', `/rendez-vous?service=${offer.booking}`)
      await expect(book, offer.title).toBeVisible()
    }
    await expect(page.getByRole('link', { name: ui.offers.book })).toHaveCount(booked.length)
  })

  test('offers « Choisir cette formule » on each package, and the link opens the booking form', async ({ page }) => {
    const packages = offers.offers.filter((offer) => offer.group === 'packages')
    const choose = page.getByRole('link', { name: ui.offers.choose })
    await expect(choose).toHaveCount(packages.length)
    for (const offer of packages) {
      await expect(card(page, offer.title).getByRole('link', { name: ui.offers.choose })).toHaveAttribute('href', `/rendez-vous?service=${offer.booking}`)
    }
    await choose.first().click()
    await expect(page).toHaveURL(`/rendez-vous?service=${packages[0]?.booking}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('prints the package prices with their markers (1) and (2), and the two footnotes', async ({ page }) => {
    await expect(card(page, title('formule-etoilait'))).toContainText(/130\s€\s?\(1\)\s*ou\s*150\s€\s?\(2\)/)
    await expect(card(page, title('formule-etoilait-plus'))).toContainText(/185\s€\s?\(1\)\s*ou\s*200\s€\s?\(2\)/)
    await expect(card(page, title('formule-etoilait'))).toContainText('2 rendez-vous')
    await expect(card(page, title('formule-etoilait-plus'))).toContainText('3 rendez-vous')
    expect(await readText(card(page, 'Pack complet'))).toMatch(euros(250))
    await expect(card(page, 'Pack complet')).toContainText(/15 minutes chaque semaine pendant les 3 premiers mois/)
    const footnotes = page.getByRole('list', { name: 'Notes sur les tarifs des formules' }).getByRole('listitem')
    await expect(footnotes).toHaveText(offers.footnotes.map((footnote) => `(${footnote.number}) ${footnote.text}`))
  })

  test('closes with the « À NOTER » box: the VAT status of the prices, then the notes', async ({ page }) => {
    const box = page.getByRole('complementary', { name: ui.offers.notesTitle })
    await expect(box.getByRole('heading', { name: ui.offers.notesTitle })).toBeVisible()
    await expect(box.getByRole('listitem')).toHaveText([practice.vatNote, ...offers.notes])
  })

  test('shows every price and duration of the specification', async ({ page }) => {
    const text = await readText(page.getByRole('main'))
    for (const amount of [70, 90, 60, 30, 130, 150, 185, 200, 250]) {
      expect(text, `${amount} €`).toMatch(euros(amount))
    }
    await expect(card(page, 'Consultation prénatale en allaitement')).toContainText(/1\sh\sà\s1\sh\s30/)
    await expect(card(page, title('prenatale-etoilait'))).toContainText(/1\sh\s30\sà\s2\sh/)
    await expect(card(page, 'Téléconsultation de suivi')).toContainText(/30\smin/)
    await expect(card(page, 'Téléconsultation')).toContainText('tarif adapté au temps nécessaire')
  })
})

test.describe('home page', () => {
  test('opens with the hero: tagline, « Prenons rendez-vous » → /rendez-vous and the two credentials', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/accompagnement tout en douceur pour votre maternité/)
    await expect(page.getByRole('link', { name: 'Prenons rendez-vous' })).toHaveAttribute('href', '/rendez-vous')
    await expect(page.getByRole('main')).toContainText('Consultante en lactation')
    await expect(page.getByRole('main')).toContainText(/Plus d’un an d’expérience/)
    await expect(page.getByRole('main').getByRole('link', { name: 'Réserver' })).toHaveCount(4)
    await expect(page.getByRole('main').getByRole('form')).toHaveCount(1)
  })
})

test.describe('/temoignages', () => {
  test('shows 4 testimonials, each an article with a rating read as « 5 étoiles sur 5 », and the 500 families', async ({
    page,
  }) => {
    await page.goto('/temoignages')
    const articles = page.getByRole('main').getByRole('article')
    await expect(articles).toHaveCount(4)
    for (const article of await articles.all()) {
      await expect(article.getByRole('img', { name: '5 étoiles sur 5' })).toBeVisible()
      await expect(article).toContainText(/«.+»/)
    }
    await expect(page.getByRole('main')).toContainText('Plus de 500 familles')
  })
})

test.describe('/a-propos', () => {
  test('shows the portrait with a French alt text, explicit dimensions, and the image loads', { tag: '@mobile' }, async ({
    page,
  }) => {
    await page.goto('/a-propos')
    const portrait = page.getByRole('main').getByRole('img', { name: /^Portrait de / })
    await expect(portrait).toBeVisible()
    await expect(portrait).toHaveAttribute('alt', /consultante en lactation/)
    await expect(portrait).toHaveAttribute('width', /^\d+$/)
    await expect(portrait).toHaveAttribute('height', /^\d+$/)
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('gives the 202 hours of training, the families in the testimonials’ words, and IBCLC « en préparation » for 2026', async ({ page }) => {
    await page.goto('/a-propos')
    const main = page.getByRole('main')
    await expect(main).toContainText(/202\sheures/)
    await expect(main).toContainText(ui.families)
    await expect(main).toContainText(/IBCLC\s*certification en préparation pour 2026/)
    await expect(main.getByRole('heading', { name: 'Diplômes et formations' })).toBeVisible()
  })
})

test('no page presents IBCLC as a title held: every mention says « préparation » or « prévue » nearby', async ({ page }) => {
  let mentions = 0
  for (const { path } of sitePages) {
    await page.goto(path)
    const texts = [
      await page.locator('body').innerText(),
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
      await page.title(),
    ]
    for (const text of texts) {
      for (const match of text.matchAll(/IBCLC/g)) {
        mentions++
        const around = text.slice(Math.max(0, match.index - 80), match.index + 80)
        expect(around, `${path}: « ${around} »`).toMatch(/préparation|prévue/)
      }
    }
  }
  expect(mentions).toBeGreaterThan(0)
})

test.describe('/cartes-cadeaux', () => {
  test('quotes the gift card offers with their prices and links to /consultations', async ({ page }) => {
    await page.goto('/cartes-cadeaux')
    const main = page.getByRole('main')
    expect(await readText(card(page, 'Consultation prénatale en allaitement'))).toMatch(euros(70))
    expect(await readText(card(page, 'Consultation postnatale initiale'))).toMatch(euros(70))
    await expect(main).toContainText(/de 130\s€ à 200\s€/)
    expect(await readText(card(page, 'Pack complet'))).toMatch(euros(250))
    const services = main.getByRole('link', { name: /consultations/i })
    await expect(services).toHaveAttribute('href', '/consultations')
    await services.click()
    await expect(page).toHaveURL('/consultations')
  })
})

test.describe('/location-tire-lait', () => {
  test('says 100 % covered by a third-party payer and links to /rendez-vous', async ({ page }) => {
    await page.goto('/location-tire-lait')
    const main = page.getByRole('main')
    await expect(main).toContainText(/100\s%/)
    await expect(main).toContainText('tiers payant')
    await expect(main.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute('href', '/rendez-vous')
  })
})

test.describe('footer', () => {
  test('gives contact details, the zone and the promises of the specification', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/pourquoi-consulter')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: /^0\d( \d\d){4}$/ })).toHaveAttribute('href', /^tel:\+33\d{9}$/)
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(footer).toContainText(/30\skm/)
    await expect(footer).toContainText(/visio/)
    await expect(footer).toContainText(loose('Réponse sous 24 h', { exact: false }))
    await expect(footer).toContainText(loose('Rendez-vous urgent d’allaitement sous 24 h', { exact: false }))
    const links = footer.getByRole('navigation', { name: 'Les pages' }).getByRole('link')
    await expect(links).toHaveCount(footerMenuPages.length)
  })
})
