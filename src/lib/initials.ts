/**
 * The initials of her name for her mark: the first letter of its first and of
 * its last word, as a monogram reads (« Camille Martin » → « CM »,
 * « Marie-Christine de La Tour » → « MT »), or of its only word.
 * Particles (« de », « du », « d’ »…) are not initials.
 */
const particles = new Set(['de', 'du', 'des', 'la', 'le', 'd', 'd’', "d'", 'van', 'von', 'di', 'da'])

export function initialsOf(name: string): string {
  const words = name
    .split(/[\s]+/)
    .map((word) => word.replace(/^(?:d[’'])/i, ''))
    .filter((word) => word !== '' && !particles.has(word.toLowerCase()))
  const letter = (word: string | undefined) => (word ? ([...word.normalize('NFC')].find((char) => /\p{L}/u.test(char)) ?? '') : '')
  const first = letter(words[0])
  const last = words.length > 1 ? letter(words.at(-1)) : ''
  return (first + last).toLocaleUpperCase('fr-FR')
}
