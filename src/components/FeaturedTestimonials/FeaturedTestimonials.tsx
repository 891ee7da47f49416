import { testimonials } from 'virtual:content/testimonials'
import { mostRecent } from '../../lib/testimonials.ts'
import { TestimonialCards } from '../TestimonialList/TestimonialList.tsx'

/** How many testimonials this block shows (on the home page, as shipped): the most recent ones. */
export const featuredCount = 2

/** The number of families supported, then the two most recent testimonials of content/data/testimonials.yaml, whatever their order there. */
export function FeaturedTestimonials() {
  return <TestimonialCards shown={mostRecent(testimonials, featuredCount)} />
}
