import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'
import { chevron, chevronOpen } from '../../styles/chevron.ts'
import { fromRightEdge } from '../ButtonLink/ButtonLink.css.ts'

const wideRow = 'screen and (min-width: 48em)'

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 ${vars.space.s}`,
  padding: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
})

/** The name (and its presentation, once open) across the row, then the duration and price with « Réserver » on their right. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.s,
  padding: `${vars.space.xxs} ${vars.space.s}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    'screen and (min-width: 40em)': { padding: `${vars.space.xs} ${vars.space.m}` },
    // Wide enough: name, duration and price, « Réserver » on one line.
    [wideRow]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'start' },
  },
})

export const details = style({ gridColumn: '1 / -1', minWidth: 0, '@media': { [wideRow]: { gridColumn: 1 } } })

export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1.25rem minmax(0, 1fr)',
  minHeight: vars.width.touch,
  alignContent: 'center',
  padding: `${vars.space.xxs} 0`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // A chevron that turns when the presentation is open: the row says it opens.
    '&::before': { ...chevron, gridRow: '1 / span 2', alignSelf: 'start', marginTop: '0.45em' },
    'details[open] > &::before': chevronOpen,
  },
})

globalStyle(`${summary} > *`, { gridColumn: 2 })

export const meta = style({
  margin: 0,
  paddingLeft: '1.25rem',
  '@media': { [wideRow]: { paddingLeft: 0, minHeight: vars.width.touch, alignContent: 'center', justifyContent: 'flex-end' } },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.s,
})

export const more = style({ padding: `0 0 ${vars.space.xs} 1.25rem` })

export const text = style({ margin: `0 0 ${vars.space.xxs}` })

export const features = style({ margin: 0, paddingLeft: vars.space.m, fontSize: vars.fontSize.small })

globalStyle(`${features} > li::marker`, { color: vars.color.accent })

/** « Réserver », on the right of the row, laid from that edge while its words come. */
export const action = style([fromRightEdge, { justifySelf: 'end' }])

// The duration and price wait for the button's words: beside it on a wide screen, laid out before them, they moved
// leftwards when it took its room.
globalStyle(`${row}:not(:has(${action} a > span:not(:empty))) > ${meta}`, { visibility: 'hidden' })
