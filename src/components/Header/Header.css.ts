import { globalStyle, style } from '@vanilla-extract/css'
import { canHover, vars } from '../../styles/theme.css.ts'
import { visuallyHiddenRules } from '../../styles/utils.css.ts'
import { fromRightEdge } from '../ButtonLink/ButtonLink.css.ts'

// Her links (seven as shipped), the name and the call to action fit on one line from here. A longer menu
// label (content/pages.yaml `nav`) wraps inside its link instead of pushing the page sideways.
const desktop = 'screen and (min-width: 76em)'
// Below this, a phone held upright (360 px and up): the menu button shows only its icon.
const wide = 'screen and (min-width: 30em)'
const narrow = 'screen and (max-width: 29.99em)'

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
  // On the page grid (layout.css.ts), at every width: her mark starts on the text's left edge, the button ends on its right.
  width: `min(${vars.width.page}, 100% - 2 * ${vars.space.m})`,
  margin: '0 auto',
  padding: `${vars.space.xs} 0`,
  minHeight: '4rem',
  // Her mark, her name, the menu and the button share a 320 px phone: the gaps are small there,
  // so a long name of hers (« Marie-Christine Delacroix-Martin ») still fits at 360 px.
  gap: '0.125rem',
  '@media': {
    [wide]: { gap: vars.space.xs },
  },
  selectors: {
    // Painted once whole, never half: until the page's next part (its main content) has come, the header is the
    // last thing the browser has read, and a slow network may have cut it anywhere. Painted then, its menu took
    // the room of the button still to come, and its links moved, or folded anew, when the button's words came.
    // Its band and border show meanwhile. A browser without `:has()` ignores the rule and paints as it reads.
    [`${header}:not(:has(~ *)) > &`]: { visibility: 'hidden' },
  },
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginRight: 'auto',
  color: vars.color.heading,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: 600,
  lineHeight: 1.15,
  // No `minWidth: 0`: a flex item then stays as wide as its longest word, so her name wraps
  // at a space when the bar is narrow but is never cut.
  fontSize: vars.fontSize.body,
  '@media': {
    [wide]: { fontSize: vars.fontSize.h3, gap: vars.space.xs },
    // On the page's grid the bar is 72rem wide: her name at the text's size leaves the menu its one line.
    // The menu, not her name, takes the room left (panel): see there.
    [desktop]: { flexShrink: 0, fontSize: vars.fontSize.body, marginRight: 0 },
  },
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
    // Without JavaScript it would open nothing: the footer lists the pages.
    '(scripting: none)': { display: 'none' },
  },
})

/** « Menu »: read by screen readers everywhere, shown from `wide` on. */
export const toggleLabel = style({ '@media': { [narrow]: visuallyHiddenRules } })

export const toggleIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 })

/** The icon's two shapes: three bars while the menu is closed, a cross while it is open. */
export const iconClosed = style({ selectors: { [`${toggle}[aria-expanded="true"] &`]: { display: 'none' } } })
export const iconOpen = style({ selectors: { [`${toggle}[aria-expanded="false"] &`]: { display: 'none' } } })

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
      // It takes the room between her name and the button, its links from its left edge: where a link
      // stands never depends on the links after it. Pushed to the right instead, the menu moved left as
      // the HTML arrived (a page cut by the network inside the menu painted its first links by the
      // button, then the rest): a layout shift. May shrink below its content: then the longest labels
      // wrap (see `link`).
      flex: '1 1 auto',
      minWidth: 0,
    },
  },
})

/** Open: src/page/menu.ts sets `data-open` while the toggle says `aria-expanded="true"`. */
globalStyle(`${panel}[data-open]`, { display: 'block' })

/** Under the open phone menu, the page dimmed: the menu reads as on top, and a tap beside it closes it. */
export const backdrop = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  height: '100vh',
  background: vars.color.backdrop,
  '@media': { [desktop]: { display: 'none' } },
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  // Apart enough on a desktop that each link reads as its own (its padding and this gap: 12 px between two labels,
  // as much as the shipped seven labels and the button leave on a 1280 px screen).
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
    // Its colour and a thick underline, not bold: a bolder label is wider, and on a 1280 px screen that
    // was enough to fold every label of the bar on two lines on each page but the home page.
    '&[aria-current="page"]': {
      color: vars.color.accentStrong,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
    },
  },
  '@media': {
    [canHover]: { selectors: { '&:hover': { background: vars.color.surfaceWarm } } },
    [desktop]: {
      fontSize: vars.fontSize.small,
      padding: `0 ${vars.space.xxs}`,
      // On one line while the bar has room; on two when her labels are too long for it (the menu is full).
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

/** The call to action, on one line: its short label on a phone (« Rendez-vous »), the full one from `wide` on. */
export const cta = style([
  // Laid from its right edge, where it stays while its words come.
  fromRightEdge,
  {
    display: 'flex',
    flex: 'none',
    whiteSpace: 'nowrap',
    // The menu and the button stand apart on a desktop: the button is not read as one more link.
    '@media': { [desktop]: { marginLeft: vars.space.s } },
  },
])

/** The full label: read by screen readers everywhere, shown from `wide` on. */
export const ctaFull = style({ '@media': { [narrow]: visuallyHiddenRules } })

export const ctaShort = style({ '@media': { [wide]: { display: 'none' } } })

// On a phone the button's sides are narrower: a long name keeps its line beside it.
globalStyle(`${cta} > a`, { '@media': { [narrow]: { paddingInline: vars.space.xs } } })
