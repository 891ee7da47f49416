import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/**
 * The page grid: one column the width of the page, so headings, intros,
 * cards and figures share one left edge. Only running text is capped to a
 * readable measure (`content`, the default); wide blocks (price cards,
 * testimonials) use the whole column, sections paint edge to edge.
 */
export const contentGrid = style({
  display: 'grid',
  gridTemplateColumns: [
    `[full-start] minmax(${vars.space.m}, 1fr)`,
    `[content-start wide-start] min(${vars.width.page}, 100% - 2 * ${vars.space.m}) [content-end wide-end]`,
    `minmax(${vars.space.m}, 1fr) [full-end]`,
  ].join(' '),
  alignContent: 'start',
})

// An island's container (src/components/Island) has no box: its elements are placed as the grid's own.
globalStyle(`${contentGrid} > *, ${contentGrid} > [data-island] > *`, { gridColumn: 'content', maxWidth: vars.width.prose })

export const wide = style({})
globalStyle(`${contentGrid} > ${wide}, ${contentGrid} > [data-island] > ${wide}`, { gridColumn: 'wide', maxWidth: 'none' })

export const full = style({})
globalStyle(`${contentGrid} > ${full}, ${contentGrid} > [data-island] > ${full}`, { gridColumn: 'full', maxWidth: 'none' })
