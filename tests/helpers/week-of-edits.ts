/**
 * The consultant's usual week of edits, applied to a copy's content/: the
 * tests use it to prove that none of them pins what she changes
 * (tests/integration/week-of-edits.test.ts for the check, the build and the unit
 * tests; tests/e2e-on-edited-copy.ts for the browser tests).
 * Each edit is one content/README.md teaches. YAML goes through its document
 * model, so its layout stays; positions are found in her current files, so
 * the week holds whatever she has written since.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteContent } from '../../scripts/build/content/load.ts'
import { pathOfRole } from '../../src/content/roles.ts'
import { editYaml } from './fill-examples.ts'
import { pageWithBlocks } from './page-source.ts'

export const week = {
  price: 87,
  duration: { from: 50, to: 100 },
  offerTitle: 'Consultation Douceur à deux',
  testimonials: [
    { name: 'Sidonie', babyLine: 'maman de Lou, 3 semaines', text: 'Une visite qui a tout apaisé à la maison.', consultationDate: '2026-09-18', date: '2026-10-02', rating: 5 },
    { name: 'Bastien et Maëlle', babyLine: 'parents d’Élio, 2 mois', text: 'Merci pour votre patience et vos explications claires.', consultationDate: '2026-10-07', date: '2026-10-19', rating: 5 },
    { name: 'Yasmine', babyLine: 'maman de Lina, 9 mois', text: 'J’ai pu continuer à allaiter en reprenant le travail.', consultationDate: '2026-10-26', date: '2026-11-03', rating: 4 },
  ],
  navLabel: 'Mon parcours et mes engagements',
  bookWord: 'Je réserve',
  testimonialsHeading: 'Ce que disent les familles',
  /** She stops working on Saturdays, and takes a week off. */
  closedWeekday: 'samedi',
  holidays: { from: '2031-08-04', to: '2031-08-10', reason: 'Congés' },
  /** She gives her booking page another address, and mends her own links to it as the check tells her. */
  bookingPath: '/demande-de-rendez-vous',
  page: {
    entry: { path: '/ateliers', file: 'ateliers', nav: 'Ateliers', title: 'Ateliers', description: 'Des ateliers en petit groupe pour préparer l’allaitement.' },
    mdx: '# Ateliers\n\nDes ateliers en petit groupe, pendant la grossesse, pour découvrir l’allaitement ensemble et poser toutes vos questions.\n',
  },
} as const

/**
 * Her first edit, before she has filled everything: one sample testimonial
 * rewritten in her own words, the others still samples, or her first one
 * written where she has none (her price and menu label changes are the
 * week's). Returns her words.
 */
export function applyFirstEdit(contentDir: string): string {
  const [first] = week.testimonials
  editYaml(contentDir, 'data/testimonials.yaml', (doc) =>
    siteContent(contentDir).testimonials.testimonials.length === 0 ? doc.addIn(['testimonials'], doc.createNode(first)) : doc.setIn(['testimonials', 0, 'text'], first.text),
  )
  return first.text
}

/** What the week changed, for the tests' assertions and the script's log. */
export type WeekReport = ReturnType<typeof applyWeekOfEdits>

/** Applies the week to a content folder (a copy's, never the project's). */
export function applyWeekOfEdits(contentDir: string) {
  const before = siteContent(contentDir)
  const offers = before.offers.offers
  const timed = offers.findIndex((offer) => offer.duration && offer.group !== 'packages')
  const menuEntry = before.pages.pages.findIndex((page) => page.nav && page.path !== '/')
  const testimonialsPage = before.pages.pages.find((page) => pageWithBlocks(contentDir, page.file).includes('<TestimonialList'))
  if (timed < 0 || menuEntry < 0 || !testimonialsPage) throw new Error('content/ lacks what the week edits')

  editYaml(contentDir, 'data/offers.yaml', (doc) => {
    doc.setIn(['offers', timed, 'prices', 0, 'amount'], week.price)
    doc.setIn(['offers', timed, 'duration'], doc.createNode(week.duration))
    doc.setIn(['offers', timed, 'title'], week.offerTitle)
  })
  editYaml(contentDir, 'data/testimonials.yaml', (doc) => doc.setIn(['testimonials'], doc.createNode(week.testimonials)))
  const booking = before.pages.pages.findIndex((page) => page.role === 'booking')
  const oldBookingPath = before.pages.pages[booking]?.path ?? ''
  editYaml(contentDir, 'pages.yaml', (doc) => {
    doc.setIn(['pages', menuEntry, 'nav'], week.navLabel)
    doc.setIn(['pages', booking, 'path'], week.bookingPath)
    doc.addIn(['pages'], doc.createNode(week.page.entry))
  })
  for (const file of [...readdirSync(contentDir), ...readdirSync(join(contentDir, 'blocs')).map((name) => `blocs/${name}`)].filter((name) => name.endsWith('.mdx'))) {
    const path = join(contentDir, file)
    const text = readFileSync(path, 'utf8')
    const mended = text.replaceAll(`](${oldBookingPath})`, `](${week.bookingPath})`).replaceAll(`to="${oldBookingPath}"`, `to="${week.bookingPath}"`)
    if (mended !== text) writeFileSync(path, mended)
  }
  editYaml(contentDir, 'data/ui.yaml', (doc) => doc.setIn(['offers', 'book'], week.bookWord))
  editYaml(contentDir, 'data/booking.yaml', (doc) => {
    if (!before.booking.closedWeekdays.includes(week.closedWeekday)) doc.addIn(['closedWeekdays'], week.closedWeekday)
    doc.addIn(['closedDays'], doc.createNode(week.holidays))
  })
  // A weekday closed is one her promises must now name (the check's « Promesse sans réserve »).
  editYaml(contentDir, 'data/practice.yaml', (doc) => {
    for (const key of ['responseTime', 'urgentTime']) {
      const promise = String(doc.get(key))
      if (promise.includes(week.closedWeekday)) continue
      doc.set(key, promise.includes('hors ') ? promise.replace('hors ', `hors ${week.closedWeekday}s, `) : `${promise}, hors ${week.closedWeekday}s`)
    }
  })
  writeFileSync(join(contentDir, `${week.page.entry.file}.mdx`), week.page.mdx)
  const mdx = join(contentDir, `${testimonialsPage.file}.mdx`)
  const text = readFileSync(mdx, 'utf8')
  if (!/^# .+$/m.test(text)) throw new Error(`${mdx} has no « # » title`)
  writeFileSync(mdx, text.replace(/^# .+$/m, `# ${week.testimonialsHeading}`))

  return {
    /** The path of the page whose menu label changed. */
    renamedPath: before.pages.pages[menuEntry]?.path ?? '',
    /** Where her offers and her testimonials are (her pages.yaml's role, the page placing <TestimonialList>). */
    offersPath: pathOfRole(before.pages.pages, 'offers'),
    testimonialsPath: testimonialsPage.path,
    lines: [
      `offer « ${offers[timed]?.title} » → « ${week.offerTitle} », price ${offers[timed]?.prices[0]?.amount} → ${week.price}, duration → ${week.duration.from}–${week.duration.to} min`,
      `${before.testimonials.testimonials.length} testimonials → ${week.testimonials.length} others`,
      `menu label « ${before.pages.pages[menuEntry]?.nav} » → « ${week.navLabel} »`,
      `ui.yaml offers.book « ${before.ui.offers.book} » → « ${week.bookWord} »`,
      `h1 of ${testimonialsPage.path} → « ${week.testimonialsHeading} »`,
      `closed: ${week.closedWeekday}s, and ${week.holidays.from} to ${week.holidays.to}`,
      `her reply and urgent delays name the ${week.closedWeekday}s too`,
      `booking page ${oldBookingPath} → ${week.bookingPath}, her links to it mended`,
      `new page ${week.page.entry.path}`,
    ],
  }
}
