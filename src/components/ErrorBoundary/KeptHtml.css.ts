import { style } from '@vanilla-extract/css'

/** No box of its own: the kept elements lay out as they did, children of the root. */
export const kept = style({ display: 'contents' })
