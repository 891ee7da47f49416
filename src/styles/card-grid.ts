// A file of its own: a .css.ts file exports styles only, not functions.
import { cardGrid, fewCards } from './card.css.ts'

/** The class of a grid of `count` cards, its columns known before its last card has come (card.css.ts). */
export const cardGridOf = (count: number): string => {
  const few = fewCards[count]
  return few ? `${cardGrid} ${few}` : cardGrid
}
