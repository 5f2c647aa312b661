export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  headingLevels,
  headingSizes,
} from './Heading.tsx';
