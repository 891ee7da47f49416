import { globalStyle, style } from '@vanilla-extract/css'
import { canHover, vars } from '../../styles/theme.css.ts'
import { calendarSize } from './BookingForm.css.ts'

/**
 * react-day-picker themed through its `classNames` (no stylesheet of its
 * own is loaded) and the theme's tokens. Row heights are fixed, so a month
 * of six weeks fills exactly the room its placeholder held.
 */
export const root = style({ position: 'relative', width: '100%' })

export const months = style({ display: 'grid' })

export const month = style({ display: 'grid' })

export const nav = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'flex',
  height: calendarSize.cell,
  zIndex: 1,
})

const navButtonBase = {
  display: 'grid',
  placeItems: 'center',
  width: calendarSize.cell,
  height: calendarSize.cell,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.accentStrong,
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.3, cursor: 'default' },
  },
  '@media': { [canHover]: { selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceWarm } } } },
} as const

export const buttonPrevious = style(navButtonBase)
export const buttonNext = style(navButtonBase)

export const chevron = style({ width: '1.25rem', height: '1.25rem', fill: 'currentColor' })

export const monthCaption = style({
  display: 'flex',
  alignItems: 'center',
  height: calendarSize.cell,
  paddingInlineStart: vars.space.xs,
})

export const captionLabel = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 600,
  color: vars.color.heading,
  // date-fns writes « novembre 2026 »; a calendar's title starts with a capital.
  textTransform: 'capitalize',
})

export const monthGrid = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
})

export const weekday = style({
  height: calendarSize.weekdays,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  textAlign: 'center',
})

export const day = style({
  height: calendarSize.cell,
  padding: 0,
  textAlign: 'center',
})

export const dayButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  maxWidth: calendarSize.cell,
  height: calendarSize.cell,
  margin: '0 auto',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
  },
  '@media': { [canHover]: { selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceWarm, borderColor: vars.color.accent } } } },
})

/** Today, a discreet underline: the chosen day, filled, is the one the eye finds. */
export const today = style({})
globalStyle(`${today} ${dayButton}`, { fontWeight: 700, textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '0.2em' })

export const selected = style({})
globalStyle(`${selected} ${dayButton}`, {
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.onAccent,
})
globalStyle(`${selected} ${dayButton}:hover`, { '@media': { [canHover]: { background: vars.color.accentStrong } } })

export const disabled = style({})

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: calendarSize.footer,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
})
