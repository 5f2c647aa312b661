export {
  Card,
  type CardPadding,
  type CardProps,
  type CardVariant,
  cardPaddings,
  cardVariants,
} from './Card.tsx';
