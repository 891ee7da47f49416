import { testimonials } from 'virtual:content/testimonials'
import { TestimonialCards } from '../TestimonialList/TestimonialList.tsx'

/** How many testimonials the home page shows: the first ones of testimonials.yaml. */
export const featuredCount = 2

/** The first two testimonials of content/data/testimonials.yaml, then the number of families supported. */
export function FeaturedTestimonials() {
  return <TestimonialCards shown={testimonials.slice(0, featuredCount)} />
}
