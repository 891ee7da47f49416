import { type ComponentType, createContext, useContext, useId } from 'react'
import type { IslandComponents, IslandName } from '../../page/islands.ts'
import * as styles from './Island.css.ts'

/** An island met while the page renders on the server, rendered apart afterwards (src/entry-server.tsx). */
export interface IslandSlot {
  name: IslandName
  component: ComponentType<Record<string, unknown>>
  props: Record<string, unknown>
}

/** The server's list of the page's islands, by slot; absent in the browser (`npm run dev` renders the whole page there). */
export const IslandSlots = createContext<Map<string, IslandSlot> | null>(null)

export interface IslandProps<Props extends object> {
  /** The island's name in src/page/islands.ts, which loads its code in the browser. */
  name: IslandName
  /** The component it renders on the server, and the browser hydrates. */
  component: ComponentType<Props>
  /** Serialized beside the container (JSON), and given to the component again in the browser. */
  props?: Props
}

/**
 * A part of a static page that the browser makes interactive on its own (a
 * form), in a container marked `data-island="<name>"` that src/page/islands.ts
 * finds: the rest of the page is plain HTML that loads no React. On the
 * server it leaves a slot, filled with the island rendered as its own tree
 * (IslandTree), so that the browser's `hydrateRoot` on its container meets
 * exactly that tree. In `npm run dev`, where the whole page renders in the
 * browser, it simply renders the component.
 */
export function Island<Props extends object>({ name, component, props }: IslandProps<Props>) {
  const slots = useContext(IslandSlots)
  const slot = useId()
  // Props are data (JSON beside the container): the slot and the browser's loader hold them untyped.
  const Component = component as ComponentType<Record<string, unknown>>
  const data = (props ?? {}) as Record<string, unknown>
  if (!slots) {
    return (
      <div className={styles.island} data-island={name}>
        <Component {...data} />
      </div>
    )
  }
  slots.set(slot, { name, component: Component, props: data })
  return <div data-island-slot={slot} />
}

/**
 * What the pages' `<Name />` renders (src/islands/<Name>.tsx): the component
 * its registered module exports, as an island; `props`, read at render, are
 * serialized beside it. `npm run typecheck` holds the name to the registry,
 * the registry's export to its module, and a component that takes props to
 * getting them; it cannot tell apart two forms of the same shape, so each
 * wrapper's file is named after the island it places.
 */
export function islandOf<Name extends IslandName, Props extends object>(
  name: Name,
  component: IslandComponents[Name] & ComponentType<Props>,
  // Required when the component takes props: a wrapper without them would not type-check, rather than crash.
  ...[props]: object extends Props ? [props?: () => Props] : [props: () => Props]
) {
  const Placed = () => <Island name={name} component={component} props={props?.()} />
  Placed.displayName = name
  return Placed
}
