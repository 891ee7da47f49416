import { globalStyle, style } from '@vanilla-extract/css'
import { canHover, focusRing, vars } from '../../styles/theme.css.ts'

/**
 * Sizes shared with BookingCalendar.css.ts: a caption row, the weekday row,
 * up to six weeks and a two-line footer.
 */
export const calendarSize = {
  cell: vars.width.touch,
  weekdays: '2rem',
  footer: '3.25rem',
} as const

/** The tallest month: a caption, the weekdays, six weeks and the footer. */
const tallestMonth = `calc(7 * ${calendarSize.cell} + ${calendarSize.weekdays} + ${calendarSize.footer})`

/**
 * Holds the room of the tallest month from the server's HTML on: the
 * calendar, which leaves out the weeks already over, can only be as tall or
 * shorter, so nothing below is pushed down when it arrives (the server
 * cannot know how many weeks « today » leaves). The next free days, listed
 * above it late in a month, take their room from the placeholder's: the
 * calendar then shows one or two weeks.
 */
export const calendarFrame = style({
  width: '100%',
  maxWidth: `calc(7 * ${calendarSize.cell})`,
  minHeight: tallestMonth,
  display: 'flex',
  flexDirection: 'column',
})

/** Until the calendar comes, fills what the next free days leave of the frame. */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  flex: '1 1 auto',
  borderRadius: vars.radius.m,
  background: vars.color.surfaceWarm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
  padding: vars.space.m,
})

/** The date and the slots side by side when there is room. */
export const schedule = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.l,
  alignItems: 'start',
})

export const dateGroup = style({ flex: `0 1 calc(7 * ${calendarSize.cell})`, minWidth: 0 })

export const slotGroup = style({ flex: '1 1 14rem', minWidth: 0 })

/** « Matin », « Après-midi »: one short list each. */
export const slotPart = style({
  display: 'grid',
  gap: vars.space.xs,
  // The afternoon reads as a second list, not as more of the morning.
  selectors: { '& + &': { marginTop: vars.space.s } },
})

export const slotPartTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
})

/**
 * Equal columns, so every slot is as wide as the others: three on a phone
 * held upright (« 10 h 30 » with room inside its pill), as many of at least
 * 5.5rem as fit where there is more room.
 */
export const slots = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { 'screen and (min-width: 30em)': { gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))' } },
})

/** A native radio button that looks like a toggle chip: the input stays in the page, under its chip. */
export const slot = style({ position: 'relative', display: 'grid' })

export const slotInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
})

export const slotText = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: vars.width.touch,
  padding: `0 ${vars.space.xxs}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  // « 10 h 30 » in a third of a phone's width.
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  // Only the border eases: a chosen slot's white text on a background still
  // fading from white would be unreadable for those 150 ms.
  transition: 'border-color 150ms ease',
})

globalStyle(`${slotInput}:hover:not(:disabled) + ${slotText}`, {
  '@media': { [canHover]: { borderColor: vars.color.accent } },
})
globalStyle(`${slotInput}:checked + ${slotText}`, {
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.onAccent,
})
globalStyle(`${slotInput}:focus-visible + ${slotText}`, focusRing)
/** A slot's time, struck through when it cannot be chosen; its reason beside it is not (a decoration reaches every child). */
export const slotTime = style({})

globalStyle(`${slotInput}:disabled + ${slotText}`, { opacity: 0.45 })
globalStyle(`${slotInput}:disabled + ${slotText} ${slotTime}`, { textDecoration: 'line-through' })

/** Why a slot cannot be chosen (« pris », « passé »), on its own line under the struck time. */
export const slotReason = style({
  display: 'block',
  fontWeight: 400,
  lineHeight: 1.1,
})

/** The success notice's recall of what was asked. */
export const recapTitle = style({ margin: `${vars.space.s} 0 0`, fontWeight: 600 })

export const recap = style({ margin: `${vars.space.xxs} 0 0`, paddingInlineStart: vars.space.m })

export const recapNote = style({ margin: `${vars.space.s} 0 0` })

/**
 * The consent box and its sentence, one target: the whole line takes the tap, at least the
 * touch size tall, so a thumb never has to find the small square itself.
 */
export const consent = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  minHeight: vars.width.touch,
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
})

/** The native checkbox, drawn a little larger than the browser's default and in the site's accent. */
export const consentBox = style({
  flexShrink: 0,
  width: vars.space.m,
  height: vars.space.m,
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.accentStrong,
  cursor: 'pointer',
})
