/**
 * The order testimonials are shown in: the most recent first, by the day the
 * family gave it (« YYYY-MM-DD » strings sort like the days they name). The
 * order of testimonials.yaml never decides what is shown: a page that said
 * « sans les choisir » beside a pick of hers would not be true.
 */
export function newestFirst<Testimonial extends { date: string }>(testimonials: readonly Testimonial[]): Testimonial[] {
  return [...testimonials].sort((a, b) => b.date.localeCompare(a.date))
}

/** The `count` most recent testimonials, the most recent first. */
export function mostRecent<Testimonial extends { date: string }>(testimonials: readonly Testimonial[], count: number): Testimonial[] {
  return newestFirst(testimonials).slice(0, count)
}
