import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { ui } from 'virtual:content/ui'
import type { Testimonial } from '../../src/content/schema.ts'
import { featuredCount } from '../../src/components/FeaturedTestimonials/FeaturedTestimonials.tsx'
import { TestimonialCards } from '../../src/components/TestimonialList/TestimonialList.tsx'
import { fill } from '../../src/lib/format.ts'
import { formatMonth } from '../../src/lib/french-date.ts'
import { mostRecent, newestFirst } from '../../src/lib/testimonials.ts'
import { textOf } from '../helpers/render.tsx'

/** Testimonials of the test's own, in no particular order: the file's order must not decide. */
const testimonial = (name: string, date: string, consultationDate: string): Testimonial => ({
  name,
  babyLine: `famille de ${name}`,
  text: `Les mots de ${name}.`,
  consultationDate,
  date,
  rating: 5,
})
const given = [
  testimonial('Ancienne', '2025-11-02', '2025-10-20'),
  testimonial('Récente', '2026-09-14', '2026-08-27'),
  testimonial('Moyenne', '2026-03-01', '2026-02-10'),
  testimonial('Dernière', '2026-10-05', '2026-09-30'),
]

describe('which testimonials are shown, and in what order', () => {
  it('« Deux témoignages » shows the most recent ones, by the day each was given, whatever the order of the file', () => {
    expect(mostRecent(given, featuredCount).map((each) => each.name)).toEqual(['Dernière', 'Récente'])
    expect(mostRecent([...given].reverse(), featuredCount).map((each) => each.name)).toEqual(['Dernière', 'Récente'])
  })

  it('the testimonials page shows them all, the most recent first, and leaves the list it was given as it was', () => {
    const copy = [...given]
    expect(newestFirst(copy).map((each) => each.name)).toEqual(['Dernière', 'Récente', 'Moyenne', 'Ancienne'])
    expect(copy).toEqual(given)
  })
})

describe('each testimonial, as a card', () => {
  it('says the month and year of the consultation it speaks of and of the day it was given, each as a <time>', () => {
    const html = renderToStaticMarkup(<TestimonialCards shown={mostRecent(given, featuredCount)} />)
    const cards = html.split('<article').slice(1)
    expect(cards).toHaveLength(featuredCount)
    for (const [index, shown] of mostRecent(given, featuredCount).entries()) {
      const card = cards[index] ?? ''
      expect(textOf(card)).toContain(shown.name)
      expect(textOf(card)).toContain(fill(ui.testimonials.consulted, { month: formatMonth(shown.consultationDate) }))
      expect(textOf(card)).toContain(fill(ui.testimonials.given, { month: formatMonth(shown.date) }))
      expect(card).toContain(`<time dateTime="${shown.consultationDate.slice(0, 7)}">`)
      expect(card).toContain(`<time dateTime="${shown.date.slice(0, 7)}">`)
    }
  })

  it('keeps the lines of her words, which a blank line or the editor\'s line break separates, and runs no line into the next', () => {
    const written = { ...testimonial('Lignes', '2026-09-14', '2026-08-27'), text: 'Première ligne.\n\nDeuxième ligne, \net la fin.' }
    const quote = /<blockquote[^>]*>([\s\S]*?)<\/blockquote>/.exec(renderToStaticMarkup(<TestimonialCards shown={[written]} />))?.[1] ?? ''
    expect(quote.split('<br/>').map(textOf)).toEqual(['«\u00a0Première ligne.', 'Deuxième ligne,', 'et la fin.\u00a0»'])
  })
})
