/**
 * Lists every value of a union at run time, checked both ways by tsc: a
 * value the union lacks is a type error, and so is a value of the union left
 * out. The content check uses it so its lists of allowed keys and values
 * cannot drift from the types and components they describe.
 *
 *   every<'a' | 'b'>()(['a', 'b'])   // ok
 *   every<'a' | 'b'>()(['a'])        // error: { missing: 'b' }
 */
export function every<Union extends string>() {
  return <const Values extends readonly Union[]>(
    values: Values & ([Union] extends [Values[number]] ? unknown : { missing: Exclude<Union, Values[number]> }),
  ): readonly Union[] => values
}
