import { testimonials } from 'virtual:content/testimonials'
import { mostRecent } from '../../lib/testimonials.ts'
import { TestimonialCards } from '../TestimonialList/TestimonialList.tsx'

/** How many testimonials the home page shows: the most recent ones. */
export const featuredCount = 2

/** The two most recent testimonials of content/data/testimonials.yaml, whatever their order there, then the number of families supported. */
export function FeaturedTestimonials() {
  return <TestimonialCards shown={mostRecent(testimonials, featuredCount)} />
}
