export {
  DescriptionItem,
  type DescriptionItemProps,
  DescriptionList,
  type DescriptionListAlign,
  type DescriptionListProps,
  type DescriptionListSpacing,
  descriptionListAligns,
  descriptionListSpacings,
} from './DescriptionList.tsx';
