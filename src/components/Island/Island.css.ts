import { style } from '@vanilla-extract/css'

/** No box of its own: the island's elements lay out as children of the page, as if the container were not there. */
export const island = style({ display: 'contents' })
