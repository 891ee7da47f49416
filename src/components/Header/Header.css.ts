import { style } from '@vanilla-extract/css'
import { canHover, vars } from '../../styles/theme.css.ts'

// Her seven links, the name and the call to action fit on one line from here. A longer menu
// label (content/pages.yaml `nav`) wraps inside its link instead of pushing the page sideways.
const desktop = 'screen and (min-width: 76em)'
// Below this, a phone held upright (360 px and up): the menu button shows only its icon.
const wide = 'screen and (min-width: 30em)'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // Wider than the page column: the full menu needs about 1 150 px.
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.s}`,
  minHeight: '4rem',
  '@media': { [wide]: { paddingInline: vars.space.m } },
})

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  marginRight: 'auto',
  color: vars.color.heading,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.body,
  fontWeight: 600,
  lineHeight: 1.15,
  // No `minWidth: 0`: a flex item then stays as wide as its longest word, so her name wraps
  // at a space when the bar is narrow but is never cut.
  '@media': {
    [wide]: { fontSize: vars.fontSize.h3 },
    [desktop]: { flexShrink: 0 },
  },
})

export const brandSub = style({
  // On phones the name, the menu and the booking button need the whole bar.
  display: 'none',
  '@media': { [wide]: { display: 'block' } },
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: 400,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
})

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.width.touch,
  minWidth: vars.width.touch,
  // On phones, an icon alone: her whole name and the call to action need the room.
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  cursor: 'pointer',
  '@media': {
    [wide]: { padding: `0 ${vars.space.s}` },
    [desktop]: { display: 'none' },
  },
})

/** « Menu »: read by screen readers everywhere, shown from `wide` on. */
export const toggleLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [wide]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' },
  },
})

export const toggleIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 })

/** The menu: a panel under the bar on phones and tablets, the links in the bar on a desktop. */
export const panel = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  background: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  padding: `${vars.space.xs} ${vars.space.m} ${vars.space.m}`,
  '@media': {
    [desktop]: {
      display: 'block',
      position: 'static',
      background: 'transparent',
      border: 0,
      boxShadow: 'none',
      padding: 0,
      // May shrink below its content: then the longest labels wrap (see `link`).
      minWidth: 0,
    },
  },
})

export const panelOpen = style({ display: 'block' })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [desktop]: { flexDirection: 'row', gap: vars.space.xxs } },
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.width.touch,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.body,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.accentStrong,
      fontWeight: 700,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
    },
  },
  '@media': {
    [canHover]: { selectors: { '&:hover': { background: vars.color.surfaceWarm } } },
    [desktop]: {
      fontSize: vars.fontSize.small,
      padding: `0 ${vars.space.xxs}`,
      // On one line while the bar has room (every label she has today); on two when a label is too long for it.
      whiteSpace: 'normal',
      textAlign: 'center',
      lineHeight: 1.2,
    },
  },
})

/** Her phone number, under the links of the phone menu: on a desktop it is in the footer. */
export const phone = style({
  margin: `${vars.space.xs} 0 0`,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { display: 'none' } },
})

export const phoneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.width.touch,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.s,
  color: vars.color.accentStrong,
  fontWeight: 600,
  textDecoration: 'none',
  '@media': { [canHover]: { selectors: { '&:hover': { background: vars.color.surfaceWarm } } } },
})

export const phoneIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 })

/**
 * The call to action. On phones and tablets it may wrap onto two lines at its spaces
 * (« Prendre / rendez-vous »), so that her whole name still fits beside it; on a desktop, one line.
 */
export const cta = style({
  display: 'flex',
  // Starts from its narrowest (two lines) and grows to one line when the bar has room left:
  // so a short name never wraps to make room for a wide button.
  flex: '1 1 min-content',
  maxWidth: 'max-content',
  '@media': { [desktop]: { flex: 'none', whiteSpace: 'nowrap' } },
})
