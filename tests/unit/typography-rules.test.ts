/**
 * French typography applied to the pages' prose at build: tricky sentences
 * the consultant could type with ordinary spaces.
 */
import { compile } from '@mdx-js/mdx'
import { describe, expect, test } from 'vitest'
import { formatDuration, formatMinutes, formatPrice } from '../../src/lib/format.ts'
import rehypeFrenchTypography from '../../scripts/build/mdx/rehype-french-typography.ts'
import { frenchTypography } from '../../src/lib/typography.ts'

/** Shows the invisible spaces: ⍽ no-break space, ˽ narrow no-break space. */
const visible = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '˽')
const typeset = (text: string) => visible(frenchTypography(text))

describe('punctuation', () => {
  test.each([
    ['Pourquoi consulter ?', 'Pourquoi consulter˽?'],
    ['Pourquoi consulter?', 'Pourquoi consulter˽?'],
    ['À bientôt !', 'À bientôt˽!'],
    ['Vraiment ?!', 'Vraiment˽?!'],
    ['une phrase ; une autre', 'une phrase˽; une autre'],
    ['À noter : rien', 'À noter⍽: rien'],
    ['À noter: rien', 'À noter⍽: rien'],
    ['Étape 1 : appeler', 'Étape 1⍽: appeler'],
    ['Le dernier mot :', 'Le dernier mot⍽:'],
    ['Et ensuite… ?', 'Et ensuite…˽?'],
    ['Tél. : 06 00 00 00 00', 'Tél.⍽: 06 00 00 00 00'],
    ['Pris en charge à 100 % !', 'Pris en charge à 100⍽%˽!'],
    ['Seulement 70 € ?', 'Seulement 70⍽€˽?'],
  ])('%s', (typed, expected) => expect(typeset(typed)).toBe(expected))

  test('guillemets get no-break spaces inside, typed with or without spaces', () => {
    expect(typeset('« un cadeau »')).toBe('«⍽un cadeau⍽»')
    expect(typeset('«un cadeau»')).toBe('«⍽un cadeau⍽»')
    expect(typeset('«  un cadeau  »')).toBe('«⍽un cadeau⍽»')
  })

  test('apostrophes between letters become typographic', () => {
    expect(typeset("l'allaitement, aujourd'hui, c'est")).toBe('l’allaitement, aujourd’hui, c’est')
    expect(typeset("'citation'")).toBe("'citation'")
  })

  test('punctuation after an inline element (**gras** ?) still gets its space', () => {
    expect(typeset(' ?')).toBe('˽?')
    expect(typeset(' : la suite')).toBe('⍽: la suite')
  })
})

describe('prices, measures and durations, in the style of src/lib/format.ts', () => {
  test.each([
    ['70 €', '70⍽€'],
    ['70€', '70⍽€'],
    ['de 130 à 200 euros', 'de 130 à 200⍽euros'],
    ['1 500 €', '1˽500⍽€'],
    ['pris en charge à 100 %', 'pris en charge à 100⍽%'],
    ['dans un rayon de 30 km', 'dans un rayon de 30⍽km'],
    ['une prise de 150 g par semaine', 'une prise de 150⍽g par semaine'],
    ['202 heures de formation', '202⍽heures de formation'],
    ['bébé de 3 mois', 'bébé de 3⍽mois'],
  ])('%s', (typed, expected) => expect(typeset(typed)).toBe(expected))

  test.each([
    ['1h30', '1⍽h⍽30'],
    ['1 h 30', '1⍽h⍽30'],
    ['1h 30', '1⍽h⍽30'],
    ['1h', '1⍽h'],
    ['réponse sous 24h.', 'réponse sous 24⍽h.'],
    ['30min', '30⍽min'],
    ['30 min', '30⍽min'],
    ['1h-1h30', '1⍽h à 1⍽h⍽30'],
    ['1h30 – 2h', '1⍽h⍽30 à 2⍽h'],
  ])('%s', (typed, expected) => expect(typeset(typed)).toBe(expected))

  test('durations and prices typed by hand read exactly like the ones the price cards format', () => {
    expect(frenchTypography('1h30')).toBe(formatMinutes(90))
    expect(frenchTypography('1h-1h30')).toBe(formatDuration({ from: 60, to: 90 }))
    expect(frenchTypography('30 min')).toBe(formatMinutes(30))
    expect(frenchTypography('70 €')).toBe(formatPrice({ amount: 70 }))
  })

  test('words that start with h or g after a number are not units', () => {
    expect(typeset('2 hôpitaux et 3 gestes')).toBe('2 hôpitaux et 3 gestes')
  })
})

describe('what is never touched', () => {
  test.each([
    'Un créneau à 09:00 ou à 14:30',
    'https://www.example.com/page?id=1&x=2',
    'https://example.com/faq?',
    'mailto:contact@example.com?subject=Rendez-vous',
    "https://example.com/l'allaitement",
    'www.example.com/1h30',
  ])('%s', (typed) => expect(frenchTypography(typed)).toBe(typed))

  test('an e-mail address in a sentence: the address is kept, the sentence is typeset', () => {
    expect(typeset('Écrivez-moi : prenom.nom+site@example.com !')).toBe('Écrivez-moi⍽: prenom.nom+site@example.com˽!')
  })

  test('a URL in a sentence: the URL is kept, the question mark after it gets its space', () => {
    expect(typeset('Avez-vous lu https://example.com/faq?q=1 ?')).toBe('Avez-vous lu https://example.com/faq?q=1˽?')
  })

  test('no-break spaces already there are kept, and applying it twice changes nothing', () => {
    const sentences = [
      'Pourquoi\u202f? «\u00a0Un cadeau\u00a0» à 70\u00a0€, 1\u00a0h\u00a030',
      "Pourquoi consulter ? « un cadeau » à 70€, 1h-1h30, l'allaitement : 09:00 https://example.com/?a=1",
    ]
    for (const sentence of sentences) {
      const once = frenchTypography(sentence)
      expect(frenchTypography(once)).toBe(once)
    }
    expect(typeset(sentences[0] ?? '')).toBe('Pourquoi˽? «⍽Un cadeau⍽» à 70⍽€, 1⍽h⍽30')
  })
})

describe('the rehype step on MDX pages', () => {
  test('keeps each hyphenated word on one line: « sage-femme », « envoyez-moi » never break at their hyphen', async () => {
    const file = await compile('Votre sage-femme ; appelez-moi ou envoyez-moi un SMS, 24 h sur 24.\n', {
      rehypePlugins: [rehypeFrenchTypography],
      outputFormat: 'function-body',
    })
    const words = [...String(file).matchAll(/className: "nobreak",\s*children: "([^"]*)"/g)].map((match) => match[1])
    expect(words).toEqual(['sage-femme', 'appelez-moi', 'envoyez-moi'])
  })

  async function render(mdx: string): Promise<string> {
    const file = await compile(mdx, { rehypePlugins: [rehypeFrenchTypography], outputFormat: 'function-body' })
    return visible(String(file))
  }

  test('typesets prose, headings and component content', async () => {
    const out = await render("## Pourquoi consulter ?\n\nL'atelier dure 1h30 : 60 €.\n\n<Actions>Réserver !</Actions>\n")
    expect(out).toContain('Pourquoi consulter˽?')
    expect(out).toContain('L’atelier dure 1⍽h⍽30⍽: 60⍽€.')
    expect(out).toContain('Réserver˽!')
  })

  test('leaves code, URLs in links, props and foreign-language text alone', async () => {
    const out = await render(
      'Tapez `npm run check ; echo ok?` puis [voir](https://example.com/?q=1).\n\n```\nprix : 70 €\n```\n\n<ButtonLink to="/rendez-vous?x=1 !">ok</ButtonLink>\n\n# <span lang="en">Oops! Page not found</span>\n',
    )
    expect(out).toContain('npm run check ; echo ok?')
    expect(out).toContain('https://example.com/?q=1')
    expect(out).toContain('prix : 70 €')
    expect(out).toContain('/rendez-vous?x=1 !')
    expect(out).toContain('Oops! Page not found')
  })

  test('punctuation right after bold text', async () => {
    const out = await render('C’est **important** : lisez **vraiment** ?\n')
    expect(out).toContain('"⍽: lisez "')
    expect(out).toContain('"˽?"')
  })
})
