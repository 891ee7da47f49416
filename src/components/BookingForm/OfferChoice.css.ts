import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { countedColumns } from '../../styles/counted-columns.ts'
import { canHover, focusRing, vars } from '../../styles/theme.css.ts'

const typeGap = vars.space.m
const typeColumns = countedColumns(16, typeGap)

/**
 * The types one under the other; side by side where the form is wide, their columns known before they have all
 * come (counted-columns.ts): the form gives it `fewTypes` through `withCount`.
 */
export const types = style({
  display: 'grid',
  gap: typeGap,
  gridTemplateColumns: typeColumns.columns,
  alignItems: 'start',
})

export const fewTypes = styleVariants(typeColumns.few)

export const type = style({ display: 'grid', gap: vars.space.xs })

globalStyle(`${type} > p`, { fontWeight: 600 })

export const cards = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs })

/** A native radio button under its card, as the slots are: the whole card is its target. */
export const card = style({ position: 'relative', display: 'grid' })

export const cardInput = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: vars.space.s,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  transform: 'translateY(-50%)',
  accentColor: vars.color.accent,
  cursor: 'pointer',
})

export const cardText = style({
  display: 'grid',
  alignContent: 'center',
  minHeight: vars.width.touch,
  padding: `${vars.space.xs} ${vars.space.s} ${vars.space.xs} calc(${vars.space.s} + 1.25rem + ${vars.space.s})`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: 'border-color 150ms ease, background-color 150ms ease',
})

/**
 * Centred on its card, which its words make tall, a radio button painted alone in it (a slow network, a busy
 * parser's pause) stood higher, then went down when they came: hidden until its card's label has begun. A pause
 * inside the label can still move it; the cut a CI run met was this one.
 */
globalStyle(`${card}:not(:has(> label)) > ${cardInput}`, { visibility: 'hidden' })

globalStyle(`${cardInput}:checked + ${cardText}`, { borderColor: vars.color.accent, background: vars.color.surfaceWarm })
globalStyle(`${cardInput}:focus-visible + ${cardText}`, focusRing)
globalStyle(`${cardInput}:hover + ${cardText}`, { '@media': { [canHover]: { borderColor: vars.color.accent } } })

/**
 * The choice folded into one line: what was chosen, and « Changer »; on a narrow phone « Changer » goes under it,
 * where the offer's longest word, in bold, and the button side by side would widen the whole form.
 */
export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.s}`,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceWarm,
})

/** Beside « Changer » while it has 9rem (a 360 px phone), under it otherwise. */
export const chosenText = style({ margin: 0, flex: '1 1 9rem', lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' })

/** « Consultation choisie », for whoever reads the line alone; small, above the offer. */
export const chosenLabel = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.small })
