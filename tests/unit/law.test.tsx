/**
 * What French law asks of the pages, on the server-rendered site: the facts
 * her legal pages quote as her data writes them, how testimonials are
 * collected and when they were given, the link to the conditions before the
 * booking form's send button, the emergency number in the urgent box. Beside
 * them, what she claims of herself: her training's page (its facts and
 * training.yaml), and the two latest testimonials her home shows.
 * Expected values come from her data; what her own words must say is the
 * check's to tell her (scripts/build/check/role-pages.ts, wording.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/build/content/load.ts'
import { launchProblems } from '../../scripts/build/launch-problems.ts'
import { withdrawalFormText } from '../../scripts/build/content/withdrawal-form.ts'
import { termsWithdrawalAnchor } from '../../src/content/roles.ts'
import { BookingSummary } from '../../src/components/BookingForm/BookingSummary.tsx'
import { featuredCount } from '../../src/components/FeaturedTestimonials/FeaturedTestimonials.tsx'
import { copyForTest } from '../helpers/content-copy.ts'
import { factTexts } from '../../src/content/facts.ts'
import { fill } from '../../src/lib/format.ts'
import { formatMonth } from '../../src/lib/french-date.ts'
import { routes } from '../../src/routes.ts'
import { bookingPath, termsPath } from '../../src/lib/role-paths.ts'
import { booking, content, practice, testimonials, training, ui } from '../helpers/content.ts'
import { mainOf, renderPath, textOf } from '../helpers/render.tsx'
import { factsPlacedIn, pageAt, pathsPlacing } from '../helpers/site-pages.ts'
import { plain } from '../helpers/text.ts'

const facts = factTexts(practice, ui.about)
const paths = routes.map((route) => route.path ?? '/')
/** The <main> of every page, rendered once for all the rules below. */
const mains = new Map(await Promise.all(paths.map(async (path) => [path, mainOf(await renderPath(path))] as const)))
const mainAt = (path: string) => mains.get(path) ?? ''
const textAt = (path: string) => plain(textOf(mainAt(path)))

// What each legal page must quote and say (her facts declared `quotedOn`, the withdrawal right, EmailJS, the consent's
// basis, the CNIL) is the check's rule (« Mention obligatoire absente », check-data.test.ts): her words are hers.
const legalPaths = routes.flatMap((route) => (route.path !== null && pageAt(route.path).legal ? [route.path] : []))
const trainingPaths = pathsPlacing('TrainingList')
it.each([...legalPaths, ...trainingPaths])('%s, a legal page of the footer or her training\'s, shows each fact it quotes as her data writes it, its links leading where they say', (path) => {
  const names = factsPlacedIn(pageAt(path).file)
  for (const name of names) expect(textAt(path), name).toContain(plain(facts[name]!.text))
  for (const { href } of names.map((name) => facts[name]!)) if (href) expect(mainAt(path)).toContain(`href="${href}"`)
})

it.skipIf(trainingPaths.length === 0)('her training\'s page lists every training of training.yaml, its period and title as the site writes them', () => {
  for (const path of trainingPaths) for (const entry of training) for (const part of [entry.period, entry.title]) expect(textAt(path), path).toContain(plain(part))
})

describe('testimonials', () => {
  const newestFirst = [...testimonials].sort((a, b) => b.date.localeCompare(a.date))
  const [listPath] = pathsPlacing('TestimonialList')
  const main = listPath === undefined ? '' : mainAt(listPath)
  const quoting = [...new Set([...pathsPlacing('TestimonialList'), ...pathsPlacing('FeaturedTestimonials')])]
  it.each(quoting)('%s says how they are collected and which are published, in her words, under them', (path) => {
    expect(textAt(path)).toContain(plain(content.testimonials.method))
    expect(textAt(path)).toContain(plain(content.testimonials.policy))
  })

  const featuredPaths = pathsPlacing('FeaturedTestimonials')
  it.skipIf(featuredPaths.length === 0)('where she features them: the most recent (their order: testimonials.test.tsx), each with its name, and the families figure', () => {
    for (const path of featuredPaths) {
      const cards = [...mainAt(path).matchAll(/<article\b[\s\S]*?<\/article>/g)].map((m) => plain(textOf(m[0])))
      const quotes = (card: string, index: number) => card.includes(plain(newestFirst[index]!.text)) && card.includes(plain(newestFirst[index]!.name))
      expect(cards.map(quotes), path).toEqual(newestFirst.slice(0, featuredCount).map(() => true))
      expect(textAt(path), path).toContain(plain(ui.testimonials.families))
    }
  })

  it.skipIf(listPath === undefined)('are listed the most recent first, as the page says, each with the month of its consultation and the month it was given in a <time>, its rating in words', () => {
    expect(textAt(listPath!)).toContain(plain(ui.testimonials.order))
    const times = [...main.matchAll(/<time\b[^>]*dateTime="([^"]+)"[^>]*>([^<]*)<\/time>/gi)].map((m) => [m[1], m[2]])
    const month = (day: string) => [day.slice(0, 7), formatMonth(day)]
    expect(times).toEqual(newestFirst.flatMap((t) => [month(t.consultationDate), month(t.date)]))
    // The rating in agreement with its number, as a quiet line of its card.
    const cards = [...main.matchAll(/<article\b[\s\S]*?<\/article>/g)].map((m) => textOf(m[0]))
    expect(cards.map((card, index) => card.includes(fill(ui.testimonials.rating, { rating: newestFirst[index]?.rating ?? 0 })))).toEqual(testimonials.map(() => true))
    expect(cards.join(' ')).not.toMatch(/\b1 étoiles/)
  })
})

it('the withdrawal form the auto-reply writes out: its title and quote, facts as her data writes them, « <br /> » a line end; an unknown fact refused', () => {
  const conditions = (quote: string) => `# Conditions\n\n<Section id="${termsWithdrawalAnchor}">\n\n## Le formulaire\n\n> ${quote}\n\n</Section>\n`
  const facts = { name: 'Sophie Test', address: '1 rue des Lilas' }
  expect(withdrawalFormText(conditions('À l’attention de <Fact of="name" /><br />Adresse\n>\n> <Fact of="address" />'), facts)).toBe('Le formulaire\n\nÀ l’attention de Sophie Test\nAdresse\n\n1 rue des Lilas')
  expect(() => withdrawalFormText(conditions('Chez <Fact of="inconnu" />'), facts)).toThrow('<Fact of="inconnu" />')
})

it('the booking form links to the conditions of sale in one sentence before its send button', () => {
  const form = /<form\b[\s\S]*?<\/form>/.exec(mainAt(bookingPath))?.[0] ?? ''
  const link = form.search(new RegExp(`<a\\b[^>]*href="${termsPath}"`))
  const send = form.search(/<button\b[^>]*type="submit"/)
  expect(link).toBeGreaterThan(-1)
  expect(send).toBeGreaterThan(link)
  expect(plain(textOf(form))).toContain(plain(`${ui.forms.terms} ${ui.forms.termsLink}`))
})

// That her urgent delay names each day the calendar closes is the check's rule (« Promesse sans réserve », check-data.test.ts).
const urgentPaths = pathsPlacing('UrgentHelp')
it.skipIf(urgentPaths.length === 0)('the urgent box, wherever she places it, adds the emergency number, and her urgent delay', () => {
  for (const path of urgentPaths) {
    const aside = new RegExp(`<aside\\b[^>]*aria-label="${RegExp.escape(ui.urgent.label)}"[\\s\\S]*?</aside>`)
    const box = plain(textOf(aside.exec(mainAt(path))?.[0] ?? ''))
    expect(box, path).not.toBe('')
    expect(box, path).toContain(plain(ui.urgent.emergency))
    expect(box, path).toContain(plain(facts.urgentDelay!.text))
  }
})

const phone = booking.bookingServices.find((option) => option.place === 'phone')
it.skipIf(!phone)('a phone follow-up reads « par téléphone » in the summary, not a home visit', () => {
  const html = renderToStaticMarkup(<BookingSummary draft={{ service: phone?.value ?? '', date: '', slot: '' }} offer={undefined} />)
  expect(plain(textOf(html))).toContain(plain(ui.forms.summary.phone))
  expect(plain(textOf(html))).not.toContain(plain(ui.forms.summary.home))
})

it('what she must prove or choose herself: refused in production while a shipped example, accepted once hers', () => {
  // Each shipped as an example: the production build refuses it until she writes hers.
  const mustBeHers = [
    ...['familiesSupported', 'trainingHours', 'host.transfer', 'emailjsHistory', 'followUpMessaging', 'careNotesRetention', 'breastPump.commission'].map((path) => `practice.${path}`),
    'testimonials.policy',
  ]
  const where = (example: { file: string; path: readonly (string | number)[] }) =>
    `${example.file.replace(/^content\/(data\/)?/, '').replace(/\.yaml$/, '')}.${example.path.join('.')}`
  const copy = copyForTest()
  copy.lay('data/practice.yaml', { familiesSupported: 500, trainingHours: 202 })
  const shipped = loadContent(copy.dir).examples
  expect(shipped.map(where)).toEqual(expect.arrayContaining(mustBeHers))
  expect(launchProblems({ env: {}, examples: shipped }).length).toBeGreaterThanOrEqual(mustBeHers.length)
  copy.lay('data/practice.yaml', { familiesSupported: 140, trainingHours: 120 })
  const hers = loadContent(copy.dir).examples.map(where)
  expect(hers).not.toContain('practice.familiesSupported')
  expect(hers).not.toContain('practice.trainingHours')
})
