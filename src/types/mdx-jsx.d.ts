// @types/mdx refers to a global JSX namespace that @types/react 19 no longer
// declares; this bridge gives it React's, so the MDX component map is typed.
import type { JSX as ReactJSX } from 'react'

declare global {
  namespace JSX {
    type Element = ReactJSX.Element
    type ElementClass = ReactJSX.ElementClass
    type IntrinsicElements = ReactJSX.IntrinsicElements
  }
}
