// The package's one way of joining class names (as the react-aria-components starters' `utils.ts`):
// `cx` for plain elements, `composeClassName` for react-aria components, whose `className` may be a
// function of their render state.
import { type ClassValue, clsx } from 'clsx';
import { composeRenderProps } from 'react-aria-components';

export { clsx as cx };

/** Joins a component's own classes with the caller's `className` (a string or a render function). */
export function composeClassName<T>(
  className: string | ((values: T) => string) | undefined,
  ...own: ClassValue[]
) {
  return composeRenderProps(className, (value) => clsx(own, value));
}

/**
 * The values of one variant group of a vanilla-extract recipe, in the order the recipe declares
 * them: the recipe is the one declaration, and stories use the list as their controls.
 */
export function variantsOf<V extends Record<string, Record<string, string>>, K extends keyof V>(
  recipe: { classNames: { variants: V } },
  group: K,
): ReadonlyArray<keyof V[K] & string> {
  return Object.keys(recipe.classNames.variants[group] as object) as Array<keyof V[K] & string>;
}
