import { globalStyle, style } from '@vanilla-extract/css'
import { checkMark } from '../../styles/check-mark.ts'
import { sideBySide } from '../../styles/media.ts'
import { vars } from '../../styles/theme.css.ts'

// From `sideBySide` (src/styles/media.ts) the text and her 4:5 portrait sit side by side; below, the portrait is a
// small round one next to her name, above the title, so the buttons stay on a phone's first screen.

/** The 4:5 portrait's width beside the text, and the round one's diameter: the `sizes` of the picture. */
export const portraitWidth = '24rem'
export const roundSize = '5.5rem'

export const hero = style({
  padding: `${vars.space.m} 0 ${vars.space.l}`,
  background: `linear-gradient(160deg, ${vars.color.surfaceWarm} 0%, ${vars.color.page} 70%)`,
  '@media': { [sideBySide]: { padding: `${vars.space.xl} 0` } },
})

/**
 * Its own grid, inside the page's widest column: the hero does not follow
 * the width of running text.
 */
export const inner = style({
  display: 'grid',
  gridTemplateColumns: `${roundSize} minmax(0, 1fr)`,
  gridTemplateAreas: '"portrait identity" "body body"',
  alignItems: 'center',
  columnGap: vars.space.s,
  rowGap: vars.space.m,
  '@media': {
    [sideBySide]: {
      gridTemplateColumns: `minmax(0, 1fr) ${portraitWidth}`,
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"identity portrait" "body portrait"',
      columnGap: vars.space.xl,
      rowGap: vars.space.s,
    },
  },
})

export const identity = style({
  gridArea: 'identity',
  margin: 0,
  lineHeight: vars.lineHeight.heading,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontStyle: 'italic',
  color: vars.color.calm,
  '@media': { [sideBySide]: { alignSelf: 'end' } },
})

export const picture = style({
  gridArea: 'portrait',
  display: 'block',
  // On a phone, as tall as the round portrait before its image has come: a slow page may be painted with the
  // <picture> still empty, and the words beside it, then the title, moved down as it came (a layout shift).
  // Beside the text, the 4:5 portrait is far taller.
  minHeight: roundSize,
  // At the top of its column: when the text beside it settles (its lines wrap once laid out), it does not move.
  '@media': { [sideBySide]: { alignSelf: 'start' } },
})

export const image = style({
  display: 'block',
  width: roundSize,
  height: roundSize,
  objectFit: 'cover',
  borderRadius: '50%',
  background: vars.color.surfaceWarm,
  // A ring of the page's colour sets the round portrait off the warm background.
  boxShadow: `0 0 0 3px ${vars.color.surface}, ${vars.shadow.card}`,
  '@media': {
    [sideBySide]: {
      width: '100%',
      height: 'auto',
      aspectRatio: '4 / 5',
      borderRadius: vars.radius.l,
      boxShadow: vars.shadow.card,
    },
  },
})

export const body = style({
  gridArea: 'body',
  maxWidth: vars.width.prose,
  // At the top of its row, beside the portrait: on a slow connection the browser paints the title before the end
  // of the hero has come; centred in the row, the text would then move up as its last lines came (a layout shift).
  '@media': { [sideBySide]: { alignSelf: 'start' } },
})

globalStyle(`${body} h1`, {
  margin: `0 0 ${vars.space.m}`,
  fontSize: vars.fontSize.display,
})

globalStyle(`${body} > p`, {
  fontSize: vars.fontSize.lead,
  color: vars.color.text,
})

// Where and how much, under the title: facts, not buttons, each behind a small check mark.
globalStyle(`${body} > ul`, {
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.m} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.l,
  rowGap: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
})

globalStyle(`${body} > ul > li`, {
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
})

globalStyle(`${body} > ul > li::before`, {
  ...checkMark,
  flex: 'none',
  transform: `translateY(-0.2em) ${checkMark.transform}`,
})
