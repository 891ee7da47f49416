/**
 * What stops the production build, on fixtures of its own (never the real
 * content, which the consultant edits): one French message per example,
 * sample testimonial, missing EmailJS key and wrong site address.
 */
import { describe, expect, it } from 'vitest'
import {
  formatLaunchProblem,
  formatLaunchSummary,
  launchProblems,
  siteEnvOf,
  type Example,
  type LaunchInput,
} from '../../scripts/launch/problems.ts'

const keys = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'contact',
  VITE_EMAILJS_BOOKING_TEMPLATE_ID: 'booking',
}
const ready: LaunchInput = {
  env: keys,
  examples: [],
  siteUrl: { file: 'content/data/fiche.ts', line: 9, value: 'https://www.sage-femme.fr' },
}
const phone: Example = { file: 'content/data/fiche.ts', line: 4, label: 'téléphone', value: '01 23 45 67 89', kind: 'fact' }
const review: Example = { file: 'content/data/avis.ts', line: 12, label: 'avis 2', value: 'Zoé', kind: 'testimonial' }

/** The one problem of an input, or a failure that says there was not exactly one. */
function only(input: LaunchInput) {
  const problems = launchProblems(input)
  expect(problems).toHaveLength(1)
  const [problem] = problems
  if (!problem) throw new Error('no problem')
  return problem
}

/** The text as read on a terminal, no-break spaces shown as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('the site environment', () => {
  it('is a preview only when SITE_ENV says preview; anything else builds, and checks, production', () => {
    expect(siteEnvOf({ SITE_ENV: 'preview' })).toBe('preview')
    expect(siteEnvOf({ SITE_ENV: ' Preview ' })).toBe('preview')
    expect(siteEnvOf({})).toBe('production')
    expect(siteEnvOf({ SITE_ENV: 'production' })).toBe('production')
    expect(siteEnvOf({ SITE_ENV: 'previw' })).toBe('production')
  })
})

describe('launch problems', () => {
  it('finds none when every fact is real, the four keys are set and the address is https', () => {
    expect(launchProblems(ready)).toEqual([])
  })

  it('names an example fact with its file, its line, its value and what to do', () => {
    expect(plain(formatLaunchProblem(only({ ...ready, examples: [phone] })))).toBe(
      [
        '✖ À compléter avant la mise en ligne — content/data/fiche.ts, ligne 4',
        '  Téléphone : c’est encore l’exemple « 01 23 45 67 89 ».',
        '  À faire : écrivez la vraie information à la place de l’exemple, et retirez ce qui le marque comme exemple.',
      ].join('\n'),
    )
  })

  it('says how to replace an example in the words of its file’s format, when given', () => {
    const problem = only({ ...ready, examples: [phone], fixFor: (example) => `effacez « ${example.label} ».` })
    expect(plain(problem.fix)).toBe('effacez « téléphone ».')
  })

  it('calls a sample testimonial a fake review to replace or delete, not a fact to complete', () => {
    const text = plain(formatLaunchProblem(only({ ...ready, examples: [review] })))
    expect(text).toContain('content/data/avis.ts, ligne 12')
    expect(text).toContain('Avis 2 (« Zoé ») est un exemple de mise en page, pas l’avis d’une vraie famille.')
    expect(text).toContain('À faire : remplacez-le par les mots d’une famille que vous avez accompagnée, avec son accord, ou supprimez-le.')
  })

  it('names the file alone when the line is unknown', () => {
    expect(only({ ...ready, examples: [{ ...phone, line: undefined }] }).where).toBe('content/data/fiche.ts')
  })

  it('refuses a build without any EmailJS key: no message would reach her', () => {
    const problem = only({ ...ready, env: {} })
    expect(problem.where).toBe('clés EmailJS')
    expect(problem.fix).toContain(Object.keys(keys).slice(0, -1).join(', '))
  })

  it('names the missing keys when only some are set, and counts empty lines as missing', () => {
    const problem = only({ ...ready, env: { ...keys, VITE_EMAILJS_SERVICE_ID: ' ', VITE_EMAILJS_BOOKING_TEMPLATE_ID: undefined } })
    expect(plain(problem.message)).toBe(
      'il manque VITE_EMAILJS_SERVICE_ID et VITE_EMAILJS_BOOKING_TEMPLATE_ID : sans les quatre clés, les formulaires ne peuvent rien envoyer.',
    )
  })

  it.each(['http://www.sage-femme.fr', 'https://www.sage-femme.fr/', 'www.sage-femme.fr', ''])('refuses the site address « %s »', (value) => {
    const problem = only({ ...ready, siteUrl: { ...ready.siteUrl, value } })
    expect(problem.where).toBe('content/data/fiche.ts, ligne 9')
    expect(problem.fix).toContain('https://')
  })

  it('lists the files’ problems first, in the given order, then the address, then the keys', () => {
    const problems = launchProblems({ env: {}, examples: [phone, review], siteUrl: { ...ready.siteUrl, value: 'http://x.fr' } })
    expect(problems.map((problem) => problem.where)).toEqual([
      'content/data/fiche.ts, ligne 4',
      'content/data/avis.ts, ligne 12',
      'content/data/fiche.ts, ligne 9',
      'clés EmailJS',
    ])
  })
})

describe('the closing lines', () => {
  it('count the problems, say nothing was built, and give the preview command', () => {
    const two = plain(formatLaunchSummary(launchProblems({ ...ready, examples: [phone, review] })))
    expect(two).toMatch(/^✖ 2 points à régler avant la mise en ligne : le site n’a pas été construit/)
    expect(two).toContain('npm run build:preview')
    expect(plain(formatLaunchSummary(launchProblems({ ...ready, examples: [phone] })))).toMatch(/^✖ 1 point à régler /)
  })

  it('use French typography: no-break spaces before « : » and inside guillemets', () => {
    const text = formatLaunchProblem(only({ ...ready, examples: [phone] }))
    expect(text).toContain('Téléphone\u00a0: c’est encore l’exemple «\u00a001 23 45 67 89\u00a0».')
  })
})
