/**
 * A grid's columns known before its items have all come. The browser may paint a slow page before a grid's
 * second item: with `auto-fit` the first stretched across the row, then shrank as the others came (a layout
 * shift). `auto-fill` keeps the columns; a grid with fewer items than its widest row holds says how many
 * (`withCount`), so that no empty column stands beside them. Plain functions: the styles call
 * `countedColumns`, the components `withCount`.
 */
import { pageRem } from './media.ts'

/**
 * The columns of a grid of items at least `minRem` wide, `gap` apart (the grid's own gap), in a grid no wider
 * than the page (`pageRem`): `columns`, as many as fit; and, for 1, 2… items, fewer than the widest row holds
 * whatever the gap, no more columns than items, each at least its share (1px less, for rounding), for
 * `styleVariants`.
 */
export function countedColumns(minRem: number, gap: string): { columns: string; few: Record<number, { gridTemplateColumns: string }> } {
  const least = `min(100%, ${minRem}rem)`
  const few: Record<number, { gridTemplateColumns: string }> = {}
  for (let count = 1; count < Math.floor(pageRem / minRem); count++) {
    few[count] = { gridTemplateColumns: `repeat(auto-fill, minmax(max(${least}, calc((100% - ${count - 1} * ${gap}) / ${count} - 1px)), 1fr))` }
  }
  return { columns: `repeat(auto-fill, minmax(${least}, 1fr))`, few }
}

/** The class of a grid of `count` items: `grid`'s, with its count's from `few` when it has one. */
export function withCount(grid: string, few: Readonly<Record<number, string>>, count: number): string {
  const counted = few[count]
  return counted ? `${grid} ${counted}` : grid
}
