/**
 * How the consultant's YAML files become the site's data: YAML 1.2, figures
 * quoted from practice.yaml, French typography applied once at build. On the
 * tests' own content (tests/fixtures/content), never on hers.
 */
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { wordingHits } from '../../scripts/check/wording.ts'
import { loadContent, siteContent } from '../../scripts/content/load.ts'
import { copyContent, type ContentCopy, fixtureContent, repoRoot } from '../helpers/content-copy.ts'

const NBSP = '\u00a0'
const NNBSP = '\u202f'
const fixture = siteContent(fixtureContent)

let copy: ContentCopy | undefined
afterEach(() => {
  copy?.remove()
  copy = undefined
})

describe('reading the data files', () => {
  it('reads YAML 1.2: an unquoted time and « no » stay texts', () => {
    copy = copyContent()
    copy.replace('data/booking.yaml', "  - '09:00'\n", '  - 09:00\n')
    copy.replace('data/booking.yaml', '  - label: Allaitement\n', '  - label: no\n')
    const { content, problems } = loadContent(copy.dir)
    expect(problems).toEqual([])
    expect(content?.booking.timeSlots[0]).toBe('09:00')
    expect(content?.booking.contactServices[0]?.label).toBe('no')
  })

  it('quotes the figures of practice.yaml in other files’ texts, written once', () => {
    expect(fixture.training.training.map((entry) => entry.title)).toContain(`Formation de consultante en lactation, 202${NBSP}heures`)
    expect(fixture.pages.pages.find((page) => page.path === '/a-propos')?.description).toContain(`202${NBSP}heures de formation`)
    copy = copyContent()
    copy.replace('data/practice.yaml', 'trainingHours: 202', 'trainingHours: 210')
    const changed = siteContent(copy.dir)
    expect(changed.training.training.map((entry) => entry.title)).toContain(`Formation de consultante en lactation, 210${NBSP}heures`)
    expect(changed.pages.pages.find((page) => page.path === '/a-propos')?.description).toContain(`210${NBSP}heures de formation`)
  })

  it('quotes the phone number on one line, so « Appeler le 06… » never breaks inside the number', () => {
    const shown = fixture.practice.phone.replace(/ /g, NBSP)
    expect(fixture.ui.urgent.call).toContain(shown)
    expect(fixture.ui.forms.failure.call).toContain(shown)
    expect(fixture.ui.forms.failure.call).not.toContain(fixture.practice.phone)
  })

  it('leaves a slot it does not know visible, so a typo shows', () => {
    copy = copyContent()
    copy.replace('data/training.yaml', 'lactation, {trainingHours}', 'lactation, {trainingHour}')
    expect(siteContent(copy.dir).training.training.map((entry) => entry.title)).toContain('Formation de consultante en lactation, {trainingHour}')
  })

  it('applies French typography to prose once, at build: no-break spaces and typographic apostrophes', () => {
    const telecon = fixture.offers.offers.find((offer) => offer.id === 'postnatale-allaitement-long')
    expect(telecon?.text).toBe(`Pour accompagner un allaitement qui se poursuit${NBSP}: reprise du travail, diversification, sevrage.`)
    expect(fixture.pages.pages.find((page) => page.path === '/pourquoi-consulter')?.title).toBe(`Pourquoi consulter${NNBSP}?`)
    copy = copyContent()
    copy.replace('data/testimonials.yaml', '      Une écoute bienveillante', "      L'écoute bienveillante")
    expect(siteContent(copy.dir).testimonials.testimonials[0]?.text).toMatch(/^L’écoute bienveillante/)
  })

  it('gives every offer its features, an empty list when it has none', () => {
    const atelier = fixture.offers.offers.find((offer) => offer.group === 'specific')
    expect(atelier?.features).toEqual([])
  })
})

describe('the consultant’s content keeps the rules that do not depend on her values', () => {
  // Throws, with every problem in French, if her content does not load.
  const site = siteContent(join(repoRoot, 'content'))

  it('never lists IBCLC as a title held: the check finds no training entry or figure that presents it as obtained', () => {
    // A figure reads with the line under it: « Examen IBCLC » / « en préparation… ».
    const texts = [...site.training.training.map((entry) => entry.title), ...site.training.highlights.map((h) => `${h.figure} ${h.text}`)]
    expect(texts.filter((text) => /IBCLC/.test(text))).not.toEqual([])
    expect(texts.flatMap((text) => wordingHits(text)).filter((hit) => hit.title === 'Titre IBCLC')).toEqual([])
  })

  it('lets every offer preselect an option of the booking form', () => {
    const options = site.booking.bookingServices.map((option) => option.value)
    for (const offer of site.offers.offers) expect(options).toContain(offer.booking)
  })
})

describe('the interface’s words', () => {
  it('get the same French typography as every text: a no-break space before « : », inside a template too', () => {
    expect(fixture.ui.forms.dateChosen).toMatch(/\u00a0: \{date\}$/)
    expect(fixture.ui.forms.messageHint).toContain(`ici${NBSP}:`)
    expect(fixture.ui.forms.noScript).toMatch(/\u00a0:$/)
  })
})
