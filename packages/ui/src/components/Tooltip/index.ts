export {
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
  tooltipPlacements,
} from './Tooltip.tsx';
