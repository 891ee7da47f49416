/**
 * What stops the production build, on fixtures of its own (never the real
 * content, which the consultant edits): one French message per example,
 * sample testimonial, missing EmailJS key, and the booking auto-reply's server variables missing.
 */
import { describe, expect, it } from 'vitest'
import { formatLaunchProblem, formatLaunchSummary, launchProblems, launchReport, siteEnvOf, type Example, type LaunchInput } from '../../scripts/build/launch-problems.ts'
import { plain } from '../helpers/text.ts'

const keys = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 'service', VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'contact', VITE_EMAILJS_BOOKING_TEMPLATE_ID: 'booking',
  EMAILJS_PRIVATE_KEY: 'private', EMAILJS_AUTOREPLY_TEMPLATE_ID: 'autoreply',
}
const ready: LaunchInput = { env: keys, examples: [] }
const phone: Example = { file: 'content/data/fiche.yaml', line: 4, label: 'téléphone', value: '01 23 45 67 89', kind: 'fact', editorField: 'Fiche › Téléphone' }
const review: Example = { file: 'content/data/avis.yaml', line: 12, label: 'avis 2', value: 'Zoé', kind: 'testimonial', editorField: 'Avis › « Zoé » › Avis' }

/** The one problem of an input, or a failure that says there was not exactly one. */
function only(input: LaunchInput) {
  const problems = launchProblems(input)
  expect(problems).toHaveLength(1)
  return problems[0]!
}


it('the site is a preview only when SITE_ENV says preview; anything else builds, and checks, production', () => {
  const values = ['preview', ' Preview ', undefined, 'production', 'previw']
  expect(values.map((SITE_ENV) => siteEnvOf(SITE_ENV === undefined ? {} : { SITE_ENV }))).toEqual(['preview', 'preview', 'production', 'production', 'production'])
})

describe('launch problems', () => {
  it('finds none when every fact is real and the four keys are set', () => {
    expect(launchProblems(ready)).toEqual([])
  })

  it('names an example fact: its file, line and value, what to do and where the editor shows it, in French', () => {
    const text = formatLaunchProblem(only({ ...ready, examples: [phone] }))
    // No-break spaces before « : » and inside guillemets.
    expect(text).toContain('Téléphone\u00a0: c’est encore l’exemple «\u00a001 23 45 67 89\u00a0».')
    expect(plain(text)).toBe(
      [
        '✖ À compléter avant la mise en ligne — content/data/fiche.yaml, ligne 4',
        '  Téléphone : c’est encore l’exemple « 01 23 45 67 89 ».',
        '  À faire : remplacez « 01 23 45 67 89 » par la vraie information, sans rien d’autre autour.',
        '  Dans l’éditeur : Fiche › Téléphone',
      ].join('\n'),
    )
  })

  it('calls a sample testimonial a fake review to replace or delete, not a fact to complete', () => {
    const text = plain(formatLaunchProblem(only({ ...ready, examples: [review] })))
    expect(text).toContain('content/data/avis.yaml, ligne 12')
    expect(text).toContain('Avis 2 (« Zoé ») est un exemple de mise en page, pas l’avis d’une vraie famille.')
    expect(text).toContain('À faire : remplacez-le par les mots d’une famille que vous avez accompagnée, avec son accord, ou supprimez-le.')
  })

  it('refuses a build without the four EmailJS keys (no message would reach her), naming those missing', () => {
    const none = only({ ...ready, env: { EMAILJS_PRIVATE_KEY: keys.EMAILJS_PRIVATE_KEY, EMAILJS_AUTOREPLY_TEMPLATE_ID: keys.EMAILJS_AUTOREPLY_TEMPLATE_ID } })
    expect(none.where).toBe('clés EmailJS')
    expect(none.fix).toContain(Object.keys(keys).slice(0, 3).join(', '))
    // An empty line counts as missing.
    const problem = only({ ...ready, env: { ...keys, VITE_EMAILJS_SERVICE_ID: ' ', VITE_EMAILJS_BOOKING_TEMPLATE_ID: undefined } })
    expect(plain(problem.message)).toBe(
      'il manque VITE_EMAILJS_SERVICE_ID et VITE_EMAILJS_BOOKING_TEMPLATE_ID : sans les quatre clés, les formulaires ne peuvent rien envoyer.',
    )
  })

  it('refuses a build whose host cannot send the booking auto-reply (a server variable missing): without it no parent gets the information and the withdrawal form in writing', () => {
    const problem = only({ ...ready, env: { ...keys, EMAILJS_PRIVATE_KEY: ' ' } })
    expect(problem.where).toBe('accusé de réception des demandes de rendez-vous')
    expect(plain(problem.message)).toMatch(/^il manque EMAILJS_PRIVATE_KEY : /)
    expect(plain(problem.message)).toContain('formulaire de rétractation')
    expect(plain(problem.fix)).toContain('définissez EMAILJS_PRIVATE_KEY dans les réglages de l’hébergeur')
    const both = only({ ...ready, env: { ...keys, EMAILJS_PRIVATE_KEY: undefined, EMAILJS_AUTOREPLY_TEMPLATE_ID: undefined } })
    expect(plain(both.message)).toMatch(/^il manque EMAILJS_PRIVATE_KEY et EMAILJS_AUTOREPLY_TEMPLATE_ID : /)
  })

  it('lists the files’ problems first, in the given order, then the keys', () => {
    const problems = launchProblems({ env: {}, examples: [phone, review] })
    expect(problems.map((problem) => problem.where)).toEqual(['content/data/fiche.yaml, ligne 4', 'content/data/avis.yaml, ligne 12', 'clés EmailJS', 'accusé de réception des demandes de rendez-vous'])
  })
})

it('the closing lines count the problems, say nothing was built, and give the preview command', () => {
  const two = plain(formatLaunchSummary(launchProblems({ ...ready, examples: [phone, review] })))
  expect(two).toMatch(/^✖ 2 points à régler avant la mise en ligne : le site n’a pas été construit/)
  expect(two).toContain('npm run build:preview')
  expect(plain(formatLaunchSummary(launchProblems({ ...ready, examples: [phone] })))).toMatch(/^✖ 1 point à régler /)
})

describe('what npm run check:launch prints', () => {
  const some = { VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'contact' }
  const text = (report: { lines: string[] }) => plain(report.lines.join('\n'))

  it('says the forms send through EmailJS when the four keys are set, and lets a ready site be built', () => {
    const report = launchReport({ ...ready, siteEnv: 'production' })
    expect(report).toMatchObject({ ok: true })
    // Exactly, plain spaces included: her guide tells her to look for this line in the build's log.
    expect(report.lines).toEqual(['Formulaires : envoi par EmailJS (les 4 clés VITE_EMAILJS_* sont définies).'])
  })

  it('stops a preview too when only some keys are set, naming the missing ones', () => {
    const report = launchReport({ env: some, examples: [phone], siteEnv: 'preview' })
    expect(report.ok).toBe(false)
    expect(text(report)).toContain('Il manque VITE_EMAILJS_SERVICE_ID et VITE_EMAILJS_BOOKING_TEMPLATE_ID')
    expect(text(report)).toContain('L’aperçu n’a pas été construit.')
    // Examples never stop a preview.
    expect(text(report)).not.toContain('01 23 45 67 89')
  })

  it('builds a preview with no key, the forms writing to the local sink, and says so', () => {
    const report = launchReport({ env: {}, examples: [phone], siteEnv: 'preview' })
    expect(report.ok).toBe(true)
    expect(text(report)).toContain('boîte locale (outbox/)')
    expect(text(report)).toContain('Aperçu (SITE_ENV=preview), avec 1 information d’exemple')
  })

  it('refuses production with every problem, then how to build a preview instead', () => {
    const report = launchReport({ env: some, examples: [phone], siteEnv: 'production' })
    expect(report.ok).toBe(false)
    expect(text(report)).toContain('01 23 45 67 89')
    expect(text(report)).toContain('Il manque VITE_EMAILJS_SERVICE_ID')
    expect(report.lines.at(-1)).toBe(formatLaunchSummary(launchProblems({ env: some, examples: [phone] })))
  })
})
