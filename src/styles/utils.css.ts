import { style } from '@vanilla-extract/css'

/** The rules that hide an element on screen and leave it to screen readers, also for use under a media query. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules)
