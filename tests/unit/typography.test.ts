import { describe, expect, it } from 'vitest'
import { frenchTypography } from '../../src/lib/typography.ts'

/** Shows the narrow no-break space as ⍽ and the no-break space as °, so expectations read plainly. */
const typo = (text: string) => frenchTypography(text).replace(/\u202f/g, '⍽').replace(/\u00a0/g, '°')

describe('frenchTypography', () => {
  it.each([
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
  ])('puts a narrow no-break space before ; ! ? in « %s »', (input, expected) => {
    expect(typo(input)).toBe(expected)
  })

  it.each([
    ['À noter : tout est compris', 'À noter°: tout est compris'],
    ['À noter: tout est compris', 'À noter°: tout est compris'],
    ['Tél. : 06 12 34 56 78', 'Tél.°: 06 12 34 56 78'],
    ['Les tarifs :', 'Les tarifs°:'],
  ])('puts a no-break space before a colon in « %s »', (input, expected) => {
    expect(typo(input)).toBe(expected)
  })

  it.each([
    ['« Merci »', '«°Merci°»'],
    ['«Merci»', '«°Merci°»'],
    ['«  Merci  »', '«°Merci°»'],
    ['Elle a dit « merci » !', 'Elle a dit «°merci°»⍽!'],
    ['« Tout va bien ? »', '«°Tout va bien⍽?°»'],
  ])('puts no-break spaces inside French quotes in « %s »', (input, expected) => {
    expect(typo(input)).toBe(expected)
  })

  it.each([
    ['dans un rayon de 30 km autour', 'dans un rayon de 30°km autour'],
    ['Réponse sous 24 h', 'Réponse sous 24°h'],
    ['pris en charge à 100 % par', 'pris en charge à 100°% par'],
    ['à 100 % !', 'à 100°%⍽!'],
    ['formation, 202 heures', 'formation, 202°heures'],
    ['de 130 € à 200 €', 'de 130°€ à 200°€'],
    ['en 30 min', 'en 30°min'],
  ])('keeps a figure with its unit in « %s »', (input, expected) => {
    expect(typo(input)).toBe(expected)
  })

  it.each([
    ['3 heureux parents', '3 heureux parents'],
    ['2 hommes', '2 hommes'],
    ['Les 3 minutes', 'Les 3 minutes'],
  ])('does not mistake a word for a unit in « %s »', (input, expected) => {
    expect(typo(input)).toBe(expected)
  })

  it.each([
    ["l'allaitement", 'l’allaitement'],
    ["aujourd'hui, c'est l'heure", 'aujourd’hui, c’est l’heure'],
    ["J'ai choisi d'écouter", 'J’ai choisi d’écouter'],
  ])('turns straight apostrophes between letters into typographic ones: « %s »', (input, expected) => {
    expect(typo(input)).toBe(expected)
  })

  it.each([
    'Créneaux de 09:00 à 17:00',
    'À 14:30, chez vous',
    'Voir https://x.fr/a?b=1 pour le détail',
    'Voir https://x.fr/?q=a;b&c=d',
    'http://localhost:4173/rendez-vous',
    'mailto:contact@example.com',
    'Écrivez à contact@example.com ou prenom.nom@exemple.fr',
    "'entre guillemets droits'",
  ])('leaves « %s » as it is', (input) => {
    expect(frenchTypography(input)).toBe(input)
  })

  it('handles a sentence mixing all the rules without touching the time or the address', () => {
    expect(
      typo("Besoin d'aide ? Appelez à 09:00 ou écrivez à contact@example.com : « réponse sous 24 h » !"),
    ).toBe('Besoin d’aide⍽? Appelez à 09:00 ou écrivez à contact@example.com°: «°réponse sous 24°h°»⍽!')
  })

  it('does not add a second space where a no-break one is already typed', () => {
    expect(typo('Pourquoi\u202f?')).toBe('Pourquoi⍽?')
    expect(typo('Note\u00a0: ici')).toBe('Note°: ici')
    expect(frenchTypography(frenchTypography("« C'est ça ? »"))).toBe(frenchTypography("« C'est ça ? »"))
  })
})
