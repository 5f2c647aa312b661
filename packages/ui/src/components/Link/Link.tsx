import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { composeClassName, variantsOf } from '../../utils.ts';
import { type LinkVariants, link } from './Link.css.ts';

export type LinkVariant = NonNullable<LinkVariants['variant']>;
export const linkVariants = variantsOf(link, 'variant');

export interface LinkProps extends RACLinkProps {
  /** `inline` in running text, `standalone` for navigation, `subtle` in secondary text. @default 'inline' */
  variant?: LinkVariant;
}

/**
 * A react-aria Link: an `<a>` with `href`, or a `span role="link"` driven by `onPress`. Client-side
 * routing comes from a `RouterProvider` in the app.
 */
export function Link({ variant, ...props }: LinkProps) {
  return <RACLink {...props} className={composeClassName(props.className, link({ variant }))} />;
}
