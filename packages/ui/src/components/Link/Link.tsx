import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { link } from './Link.css.ts';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends RACLinkProps {
  /** `inline` in running text, `standalone` for navigation, `subtle` in secondary text. @default 'inline' */
  variant?: LinkVariant;
}

/**
 * A react-aria Link: an `<a>` with `href`, or a `span role="link"` driven by `onPress`. Client-side
 * routing comes from a `RouterProvider` in the app.
 */
export function Link({ variant, ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [link({ variant }), className].filter(Boolean).join(' '),
      )}
    />
  );
}
