export {
  Badge,
  type BadgeAppearance,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
  badgeAppearances,
  badgeSizes,
  badgeTones,
} from './Badge.tsx';
