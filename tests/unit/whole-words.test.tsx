import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { Words } from '../../src/components/Words/Words.tsx'
import { hyphenatedParts, NO_BREAK_CLASS } from '../../src/lib/hyphenated.ts'
import { routes } from '../../src/routes.ts'
import { renderPath, textOf } from '../helpers/render.tsx'

/** Hyphenated words of the visible text that sit outside a no-wrap span. */
function breakableWords(html: string): string[] {
  const visible = html
    // What no line of the page shows, or what a browser never breaks.
    .replace(/<(script|style|template|title|option|textarea)\b[\s\S]*?<\/\1>/g, '')
    .replace(new RegExp(`<span class="${NO_BREAK_CLASS}">[^<]*</span>`, 'g'), ' ')
    // Addresses written out (an e-mail, a site) wrap as they must.
    .replace(/<a\b[^>]*href="(?:mailto:|https?:)[^"]*"[^>]*>[^<]*<\/a>/g, ' ')
  return hyphenatedParts(textOf(visible.replace(/<[^>]*>/g, ' ')))
    .filter((part) => part.whole)
    .map((part) => part.text)
}

describe('hyphenated words stay whole, in MDX prose and data texts alike', () => {
  it('cuts a text at its hyphenated words only', () => {
    expect(hyphenatedParts('Prendre rendez-vous avec une sage-femme.')).toEqual([
      { text: 'Prendre ', whole: false },
      { text: 'rendez-vous', whole: true },
      { text: ' avec une ', whole: false },
      { text: 'sage-femme', whole: true },
      { text: '.', whole: false },
    ])
    expect(hyphenatedParts('Rien à couper')).toEqual([{ text: 'Rien à couper', whole: false }])
    // An address may wrap where it must on a narrow phone: none of its words is kept whole.
    for (const address of ['bonjour@camille-martin-lactation.fr', 'https://www.sage-femme.fr/annuaire-des-sages-femmes', 'www.jour-de-lait.fr']) {
      expect(hyphenatedParts(`Écrivez à ${address}, merci-bien`).filter((part) => part.whole)).toEqual([{ text: 'merci-bien', whole: true }])
    }
    expect(hyphenatedParts('')).toEqual([])
  })

  it('<Words> keeps each hyphenated word of a data text in a no-wrap span, inside one element (one item of a flex row)', () => {
    expect(renderToStaticMarkup(<Words>{'Location de tire-lait, après-midi'}</Words>)).toBe(
      `<span>Location de <span class="${NO_BREAK_CLASS}">tire-lait</span>, <span class="${NO_BREAK_CLASS}">après-midi</span></span>`,
    )
    expect(renderToStaticMarkup(<Words>{'Rien à couper'}</Words>)).toBe('Rien à couper')
  })

  it('the test finds a hyphenated word left breakable', () => {
    expect(breakableWords('<p>Prendre rendez-vous</p>')).toEqual(['rendez-vous'])
    expect(breakableWords(`<p>Prendre <span class="${NO_BREAK_CLASS}">rendez-vous</span></p>`)).toEqual([])
  })

  it.each([...routes.map((route) => route.path ?? ''), '/une-page-qui-n-existe-pas'].map((path) => [path]))(
    '%s: no hyphenated word of header, page or footer can break at its hyphen',
    async (path) => {
      expect(breakableWords(await renderPath(path))).toEqual([])
    },
  )
})
