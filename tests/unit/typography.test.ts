/**
 * French typography applied to the data texts and, at build, to the pages'
 * prose: tricky sentences the consultant could type with ordinary spaces.
 */
import { compile } from '@mdx-js/mdx'
import { describe, expect, test } from 'vitest'
import { formatDuration, formatMinutes, formatPrice } from '../../src/lib/format.ts'
import rehypeFrenchTypography from '../../scripts/build/mdx/rehype-french-typography.ts'
import remarkBareLinks from '../../scripts/build/mdx/remark-bare-links.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { visible } from '../helpers/text.ts'

/** French typography applied, its spaces shown (`visible`: ⍽ narrow no-break space, ° no-break space). */
const typeset = (text: string) => visible(frenchTypography(text))

test.each([
  ['Pourquoi consulter ?', 'Pourquoi consulter⍽?'],
  ['Pourquoi consulter?', 'Pourquoi consulter⍽?'],
  ['Bienvenue !', 'Bienvenue⍽!'],
  ['Avant la naissance ; après aussi', 'Avant la naissance⍽; après aussi'],
  ['Vraiment ?!', 'Vraiment⍽?!'],
  ['Quelle joie !!', 'Quelle joie⍽!!'],
  ['En 2026 ?', 'En 2026⍽?'],
  ['(pendant la grossesse) ?', '(pendant la grossesse)⍽?'],
  ['Et ensuite… ?', 'Et ensuite…⍽?'],
  ['Pris en charge à 100 % !', 'Pris en charge à 100°%⍽!'],
  ['Seulement 70 € ?', 'Seulement 70°€⍽?'],
  ['À noter : tout est compris', 'À noter°: tout est compris'],
  ['À noter: tout est compris', 'À noter°: tout est compris'],
  ['Étape 1 : appeler', 'Étape 1°: appeler'],
  ['Tél. : 06 12 34 56 78', 'Tél.°: 06 12 34 56 78'],
  ['Les tarifs :', 'Les tarifs°:'],
  // Guillemets get no-break spaces inside, typed with or without spaces.
  ['« Merci »', '«°Merci°»'],
  ['«Merci»', '«°Merci°»'],
  ['«  Merci  »', '«°Merci°»'],
  ['Elle a dit « merci » !', 'Elle a dit «°merci°»⍽!'],
  ['« Tout va bien ? »', '«°Tout va bien⍽?°»'],
  // Apostrophes between letters become typographic.
  ["l'allaitement", 'l’allaitement'],
  ["aujourd'hui, c'est l'heure", 'aujourd’hui, c’est l’heure'],
  ["J'ai choisi d'écouter", 'J’ai choisi d’écouter'],
  // Punctuation after an inline element (**gras** ?) still gets its space.
  [' ?', '⍽?'],
  [' : la suite', '°: la suite'],
])('punctuation: %s', (typed, expected) => expect(typeset(typed)).toBe(expected))

describe('prices, measures and durations, in the style of src/lib/format.ts', () => {
  test.each([
    ['70 €', '70°€'],
    ['70€', '70°€'],
    ['de 130 € à 200 €', 'de 130°€ à 200°€'],
    ['de 130 à 200 euros', 'de 130 à 200°euros'],
    ['1 500 €', '1⍽500°€'],
    ['pris en charge à 100 % par', 'pris en charge à 100°% par'],
    ['dans un rayon de 30 km autour', 'dans un rayon de 30°km autour'],
    ['une prise de 150 g par semaine', 'une prise de 150°g par semaine'],
    ['formation, 202 heures', 'formation, 202°heures'],
    ['bébé de 3 mois', 'bébé de 3°mois'],
    ['Réponse sous 24 h', 'Réponse sous 24°h'],
    ['1h30', '1°h°30'],
    ['1 h 30', '1°h°30'],
    ['1h 30', '1°h°30'],
    ['1h', '1°h'],
    ['réponse sous 24h.', 'réponse sous 24°h.'],
    ['30min', '30°min'],
    ['en 30 min', 'en 30°min'],
    ['1h-1h30', '1°h à 1°h°30'],
    ['1h30 – 2h', '1°h°30 à 2°h'],
  ])('%s', (typed, expected) => expect(typeset(typed)).toBe(expected))

  test('durations and prices typed by hand read exactly like the ones the price cards format', () => {
    expect(frenchTypography('1h30')).toBe(formatMinutes(90))
    expect(frenchTypography('1h-1h30')).toBe(formatDuration({ from: 60, to: 90 }))
    expect(frenchTypography('30 min')).toBe(formatMinutes(30))
    expect(frenchTypography('70 €')).toBe(formatPrice({ amount: 70 }))
  })
})

describe('what is never touched', () => {
  test.each([
    // Words after a number that only start like a unit.
    '3 heureux parents',
    '2 hôpitaux et 3 gestes',
    'Les 3 minutes',
    // Times, addresses, and straight quotes that are no apostrophe.
    'Un créneau à 09:00 ou à 14:30',
    'https://www.example.com/page?id=1&x=2',
    'https://example.com/faq?',
    'Voir https://x.fr/?q=a;b&c=d',
    'http://localhost:4173/rendez-vous',
    'mailto:contact@example.com?subject=Rendez-vous',
    "https://example.com/l'allaitement",
    'www.example.com/1h30',
    'Écrivez à contact@example.com ou prenom.nom@exemple.fr',
    "'entre guillemets droits'",
  ])('%s', (typed) => expect(frenchTypography(typed)).toBe(typed))

  test.each([
    ['an e-mail address in a sentence: the address is kept, the sentence is typeset', 'Écrivez-moi : prenom.nom+site@example.com !', 'Écrivez-moi°: prenom.nom+site@example.com⍽!'],
    ['a URL in a sentence: the URL is kept, the question mark after it gets its space', 'Avez-vous lu https://example.com/faq?q=1 ?', 'Avez-vous lu https://example.com/faq?q=1⍽?'],
    [
      'a sentence mixing all the rules, without touching the time or the address',
      "Besoin d'aide ? Appelez à 09:00 ou écrivez à contact@example.com : « réponse sous 24 h » !",
      'Besoin d’aide⍽? Appelez à 09:00 ou écrivez à contact@example.com°: «°réponse sous 24°h°»⍽!',
    ],
  ])('%s', (_, typed, expected) => expect(typeset(typed)).toBe(expected))

  test('no-break spaces already there are kept, and applying it twice changes nothing', () => {
    const sentences = [
      'Pourquoi\u202f? Note\u00a0: «\u00a0Un cadeau\u00a0» à 70\u00a0€, 1\u00a0h\u00a030',
      "Pourquoi consulter ? « C'est ça ? » à 70€, 1h-1h30, l'allaitement : 09:00 https://example.com/?a=1",
    ]
    for (const sentence of sentences) {
      const once = frenchTypography(sentence)
      expect(frenchTypography(once)).toBe(once)
    }
    expect(typeset(sentences[0]!)).toBe('Pourquoi⍽? Note°: «°Un cadeau°» à 70°€, 1°h°30')
  })
})

describe('the rehype step on MDX pages', () => {
  const render = async (mdx: string) => visible(String(await compile(mdx, { rehypePlugins: [rehypeFrenchTypography], outputFormat: 'function-body' })))

  test('keeps each hyphenated word on one line: « sage-femme », « envoyez-moi » never break at their hyphen', async () => {
    const out = await render('Votre sage-femme ; appelez-moi ou envoyez-moi un SMS, 24 h sur 24.\n')
    const words = [...out.matchAll(/className: "nobreak",\s*children: "([^"]*)"/g)].map((match) => match[1])
    expect(words).toEqual(['sage-femme', 'appelez-moi', 'envoyez-moi'])
  })

  test('typesets prose, headings, component content, and punctuation right after bold text', async () => {
    const out = await render("## Pourquoi consulter ?\n\nL'atelier dure 1h30 : 60 €.\n\n"
      + '<Actions>Réserver !</Actions>\n\nC’est **important** : lisez **vraiment** ?\n')
    expect(out).toContain('Pourquoi consulter⍽?')
    expect(out).toContain('L’atelier dure 1°h°30°: 60°€.')
    expect(out).toContain('Réserver⍽!')
    expect(out).toContain('"°: lisez "')
    expect(out).toContain('"⍽?"')
  })

  test('leaves code, URLs in links, props and foreign-language text alone', async () => {
    const out = await render(
      'Tapez `npm run check ; echo ok?` puis [voir](https://example.com/?q=1).\n\n```\nprix : 70 €\n```\n\n<ButtonLink to="/rendez-vous?x=1 !">ok</ButtonLink>\n\n# <span lang="en">Oops! Page not found</span>\n',
    )
    for (const kept of ['npm run check ; echo ok?', 'https://example.com/?q=1', 'prix : 70 €', '/rendez-vous?x=1 !', 'Oops! Page not found']) expect(out).toContain(kept)
  })

  test('makes an address written alone a link, as the web editor shows it, to its https:// page; a link she wrote keeps its own', async () => {
    const out = String(await compile('Voir https://www.ameli.fr/page, ou www.lllfrance.org ; et [ce site](http://www.exemple.fr).\n', { remarkPlugins: [remarkBareLinks], rehypePlugins: [rehypeFrenchTypography], outputFormat: 'function-body' }))
    const links = [...out.matchAll(/href: "([^"]*)",\s*children: "([^"]*)"/g)].map(([, href, text]) => [href, text])
    expect(links).toEqual([['https://www.ameli.fr/page', 'https://www.ameli.fr/page'], ['https://www.lllfrance.org', 'www.lllfrance.org'], ['http://www.exemple.fr', 'ce site']])
  })
})
