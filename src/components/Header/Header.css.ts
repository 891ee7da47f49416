import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

// Her seven links, the name and the call to action fit on one line from here. A longer menu
// label (content/pages.yaml `nav`) wraps inside its link instead of pushing the page sideways.
const desktop = 'screen and (min-width: 76em)'

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
  '@media': { 'screen and (min-width: 30em)': { paddingInline: vars.space.m } },
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
  minWidth: 0,
  '@media': {
    'screen and (min-width: 30em)': { fontSize: vars.fontSize.h3 },
    [desktop]: { flexShrink: 0 },
  },
})

export const brandName = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const brandSub = style({
  // On phones the name, the menu and the booking button need the whole bar.
  display: 'none',
  '@media': { 'screen and (min-width: 30em)': { display: 'block' } },
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: 400,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
})

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.width.touch,
  minWidth: vars.width.touch,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  cursor: 'pointer',
  '@media': { [desktop]: { display: 'none' } },
})

export const toggleIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 })

export const nav = style({
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

export const navOpen = style({ display: 'block' })

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
    '&:hover': { background: vars.color.surfaceWarm },
    '&[aria-current="page"]': {
      color: vars.color.accentStrong,
      fontWeight: 700,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
    },
  },
  '@media': {
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
