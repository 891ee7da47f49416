import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css'
import { pageWidth, proseWidth } from './media.ts'
import { palette } from './palette.ts'
import { touchTargetRem } from './touch.ts'

/**
 * The theme contract: the colours, fonts, shared spaces, sizes and radii
 * that components use through `vars.*`; a component's own sizes are its own.
 */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceWarm: null,
    surfaceCalm: null,
    text: null,
    textMuted: null,
    heading: null,
    accent: null,
    accentStrong: null,
    onAccent: null,
    calm: null,
    border: null,
    focus: null,
    star: null,
    success: null,
    successSurface: null,
    danger: null,
    dangerSurface: null,
    /** Over the page, under an open menu. */
    backdrop: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    small: null,
    body: null,
    lead: null,
    h3: null,
    h2: null,
    h1: null,
    display: null,
  },
  lineHeight: {
    body: null,
    heading: null,
  },
  space: {
    xxs: null,
    xs: null,
    s: null,
    m: null,
    l: null,
    xl: null,
    xxl: null,
  },
  radius: {
    s: null,
    m: null,
    l: null,
    pill: null,
  },
  shadow: {
    card: null,
    raised: null,
  },
  width: {
    prose: null,
    page: null,
    /** Smallest comfortable touch target (WCAG 2.5.8 asks 24 px; thumbs want more). */
    touch: null,
  },
})

/**
 * Where a pointer can hover. Every hover style sits under it: on a touch
 * screen a hover style sticks after a tap, and would hide a button's text.
 */
export const canHover = '(hover: hover)'

export { palette }

createGlobalTheme(':root', vars, {
  color: { ...palette, backdrop: 'rgb(47 42 39 / 45%)' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif',
  },
  fontSize: {
    small: '0.9375rem',
    body: '1.0625rem',
    lead: 'clamp(1.125rem, 1.05rem + 0.4vw, 1.3125rem)',
    // A sub-head stays at least 1.2 × below a section's title (h2) at every width.
    // 20 px on a phone: a clear step above the 17 px text (1.0625rem), not a bold line of it.
    h3: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    h2: 'clamp(1.5rem, 1.3rem + 1vw, 2rem)',
    h1: 'clamp(1.875rem, 1.5rem + 1.8vw, 2.75rem)',
    display: 'clamp(2.125rem, 1.6rem + 2.6vw, 3.5rem)',
  },
  lineHeight: {
    body: '1.65',
    heading: '1.2',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    s: '0.75rem',
    m: '1.25rem',
    l: '2rem',
    // Fluid: the big gaps between parts of a page tighten on a phone, whose screen is short.
    xl: 'clamp(2.25rem, 1.5rem + 2.5vw, 3.5rem)',
    xxl: '5.5rem',
  },
  radius: {
    s: '0.5rem',
    m: '0.875rem',
    l: '1.5rem',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgb(59 42 37 / 6%), 0 6px 20px rgb(59 42 37 / 6%)',
    raised: '0 10px 30px rgb(59 42 37 / 12%)',
  },
  width: {
    prose: proseWidth,
    page: pageWidth,
    touch: `${touchTargetRem}rem`,
  },
})

/** The ring around what the keyboard has reached: every element's (global.css.ts), and a control's drawn on its label. */
export const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const
