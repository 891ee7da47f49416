import { vars } from './theme.css.ts'

/**
 * A chevron drawn in CSS, two borders of a turned box in the accent colour:
 * the `::before` of a <summary> that opens an offer's presentation (her main
 * offers' rows, the price cards). It turns down when its <details> is open
 * (`chevronOpen`). Each place sets where it sits.
 */
export const chevron = {
  content: '""',
  width: '0.45em',
  height: '0.45em',
  borderRight: `2px solid ${vars.color.accent}`,
  borderBottom: `2px solid ${vars.color.accent}`,
  transform: 'rotate(-45deg)',
  transition: 'transform 150ms ease',
} as const

/** The chevron of an open <details>. */
export const chevronOpen = { transform: 'rotate(45deg)' } as const
