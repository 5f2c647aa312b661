import {
  composeRenderProps,
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as styles from './Tooltip.css.ts';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps extends Omit<RACTooltipProps, 'placement'> {
  /** Side of the trigger it appears on; it flips when there is no room. @default 'top' */
  placement?: TooltipPlacement;
}

/**
 * A short text label for a focusable trigger (usually an IconButton). It shows on hover and on
 * keyboard focus, never holds interactive content, and is not a replacement for `aria-label`.
 */
export function Tooltip({ placement = 'top', offset = 8, children, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      placement={placement}
      offset={offset}
      className={composeClassName(props.className, styles.tooltip)}
    >
      {composeRenderProps(children, (content) => (
        <>
          <OverlayArrow>
            <svg viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </OverlayArrow>
          {content}
        </>
      ))}
    </RACTooltip>
  );
}

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {}

/**
 * Wraps a focusable trigger and its Tooltip. Opens after `delay` ms of hover (instantly once
 * another tooltip was open) and at once on keyboard focus.
 */
export function TooltipTrigger({ delay = 600, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}
