export {
  ActivityTimeline,
  type ActivityTimelineProps,
  activityIcons,
  defaultActivityIcon,
} from './ActivityTimeline.tsx';
