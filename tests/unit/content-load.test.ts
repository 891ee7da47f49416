/**
 * How the consultant's YAML files become the site's data: YAML 1.2, figures
 * quoted from practice.yaml, French typography applied once at build. Each
 * test lays the few values it reads over the tests' own content, never hers.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { loadContent, siteContent } from '../../scripts/build/content/load.ts'
import { contentPlugin } from '../../scripts/build/vite-content.ts'
import { copyForTest, type ContentCopy } from '../helpers/content-copy.ts'
import { NBSP } from '../../src/lib/format.ts'

const NNBSP = '\u202f'

describe('reading the data files', () => {
  let copy: ContentCopy
  beforeEach(() => {
    copy = copyForTest()
  })

  it('reads YAML 1.2: an unquoted time and « no » stay texts', () => {
    copy.lay('data/booking.yaml', { timeSlots: ['09:00'], contactServices: [{ label: 'Allaitement', value: 'allaitement' }] })
    copy.replace('data/booking.yaml', "  - '09:00'\n", '  - 09:00\n')
    copy.replace('data/booking.yaml', '  - label: Allaitement\n', '  - label: no\n')
    const { content, problems } = loadContent(copy.dir)
    expect(problems).toEqual([])
    expect(content?.booking.timeSlots[0]).toBe('09:00')
    expect(content?.booking.contactServices[0]?.label).toBe('no')
  })

  it('reads her e-mail address pasted with a no-break space after it as her address, without the space', () => {
    copy.lay('data/practice.yaml', { email: `cabinet@exemple-lyon.fr${NBSP}` })
    const { content, problems } = loadContent(copy.dir)
    expect(problems).toEqual([])
    expect(content?.practice.email).toBe('cabinet@exemple-lyon.fr')
  })

  it('gives the editor her facts from practice.yaml while another file has a mistake: her texts are measured with them', () => {
    copy.lay('data/practice.yaml', { travelRadiusKm: 30 })
    copy.replace('pages.yaml', '    path: /\n', '    path: /\n    kind: private\n')
    const plugin = contentPlugin({ contentDir: copy.dir, preview: false })
    const load = plugin.load as (this: unknown, id: string) => string
    const code = load.call({ addWatchFile: () => undefined, error: (message: string) => { throw new Error(message) } }, '\0virtual:content/editor')
    const facts = JSON.parse(/^export const facts = (.*)$/m.exec(code)?.[1] ?? '{}') as Record<string, string>
    expect(facts.radius).toBe(`30${NBSP}km`)
  })

  it('gives the site her time slots in the day’s order, a slot she added at the end of the list included', () => {
    copy.lay('data/booking.yaml', { timeSlots: ['09:00', '14:00', '10:30'] })
    expect(siteContent(copy.dir).booking.timeSlots).toEqual(['09:00', '10:30', '14:00'])
  })

  it('quotes the figures of practice.yaml in other files’ texts, written once; a misspelt one is refused, not published as typed', () => {
    copy.lay('data/practice.yaml', { trainingHours: 202 })
    copy.lay('data/ui.yaml', { about: { trainingHours: '{hours} heures' } })
    copy.lay('data/training.yaml', { training: [{ period: '2024', title: 'Formation de consultante en lactation, {trainingHours}' }] })
    copy.lay('pages.yaml', { notFound: { title: 'Page introuvable', description: 'Après {trainingHours} de formation.', file: '404' } })
    const quoted = (content: ReturnType<typeof siteContent>) => [content.training.training[0]?.title, content.pages.notFound.description]
    expect(quoted(siteContent(copy.dir))).toEqual([`Formation de consultante en lactation, 202${NBSP}heures`, `Après 202${NBSP}heures de formation.`])
    copy.replace('data/practice.yaml', 'trainingHours: 202', 'trainingHours: 210')
    expect(quoted(siteContent(copy.dir))).toEqual([`Formation de consultante en lactation, 210${NBSP}heures`, `Après 210${NBSP}heures de formation.`])
    copy.replace('data/training.yaml', '{trainingHours}', '{trainingHour}')
    expect(() => siteContent(copy.dir)).toThrow('Variable inconnue : « {trainingHour} » n’est remplacé par rien')
    // As the dev server's overlay and the build's log show it: her French, no stack trace.
    const error = (() => {
      try {
        siteContent(copy.dir)
      } catch (thrown) {
        return thrown as Error
      }
    })()
    expect(error?.stack).toBe(error?.message)
  })

  it('quotes the phone number on one line, so « Appeler le 06… » never breaks inside the number', () => {
    copy.lay('data/practice.yaml', { phone: '06 12 34 56 78' })
    copy.lay('data/ui.yaml', { urgent: { call: 'Appeler le {phone}' } })
    expect(siteContent(copy.dir).ui.urgent.call).toBe(`Appeler le 06${NBSP}12${NBSP}34${NBSP}56${NBSP}78`)
  })

  it('applies French typography to prose once, at build, the interface’s words and their templates included', () => {
    copy.lay('data/situations.yaml', { beforeBirth: [{ title: 'Avant la naissance ?', description: "L'écoute d'abord : vos questions." }] })
    copy.lay('pages.yaml', { notFound: { title: 'Page introuvable ?', description: 'Cette page n’existe pas.', file: '404' } })
    copy.lay('data/ui.yaml', { forms: { dateChosen: 'Date choisie : {date}', noScript: 'Vous pouvez aussi m’écrire directement :' } })
    const content = siteContent(copy.dir)
    expect(content.situations.beforeBirth[0]).toEqual({ title: `Avant la naissance${NNBSP}?`, description: `L’écoute d’abord${NBSP}: vos questions.` })
    expect(content.pages.notFound.title).toBe(`Page introuvable${NNBSP}?`)
    expect(content.ui.forms.dateChosen).toBe(`Date choisie${NBSP}: {date}`)
    expect(content.ui.forms.noScript).toBe(`Vous pouvez aussi m’écrire directement${NBSP}:`)
  })

  it('a text that is only a brace placeholder, which YAML reads as a mapping, is told to go between quotes, with its line', () => {
    copy.replace('data/practice.yaml', /^profession: .*$/m, 'profession: {name}')
    const { problems } = loadContent(copy.dir)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'content/data/practice.yaml', title: 'Texte manquant' })
    expect(problems[0]?.line).toBe(copy.read('data/practice.yaml').split('\n').indexOf('profession: {name}') + 1)
    expect(problems[0]?.fix).toContain('entre guillemets droits')
  })

  it('gives every offer its features, an empty list when it has none', () => {
    const [first] = siteContent(copy.dir).offers.offers
    expect(first?.features.length).toBeGreaterThan(0)
    copy.replace('data/offers.yaml', /^    features:\n(?:      - .*\n)+/m, '')
    expect(siteContent(copy.dir).offers.offers[0]).toEqual({ ...first, features: [] })
  })
})
