import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../utils.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** `text` is a line of body text, `rect` a block (image, card), `circle` an avatar. @default 'text' */
  shape?: SkeletonShape;
  /** Number of text lines; the last one is shorter, like a paragraph. Only for `text`. @default 1 */
  lines?: number;
  /** Any CSS length, ideally a `vars` value. @default '100%' (circle: space 10) */
  width?: string;
  /** Any CSS length, ideally a `vars` value. @default one line of text; rect: space 16 */
  height?: string;
  className?: string;
}

/**
 * A placeholder in the shape of content that is loading. It is hidden from assistive technology:
 * mark the loading region with `aria-busy` and announce loading with a Spinner or text.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const style = assignInlineVars({
    ...(width ? { [styles.width]: width } : {}),
    ...(height ? { [styles.height]: height } : {}),
  });
  const block = (key?: number) => (
    <span key={key} className={cx(styles.skeleton({ shape }), className)} style={style} />
  );
  if (shape !== 'text' || lines <= 1) return <span aria-hidden="true">{block()}</span>;
  return (
    <span aria-hidden="true" className={styles.group}>
      {Array.from({ length: lines }, (_, index) => block(index))}
    </span>
  );
}
