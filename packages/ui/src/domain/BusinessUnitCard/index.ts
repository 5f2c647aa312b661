export { BusinessUnitCard, type BusinessUnitCardProps } from './BusinessUnitCard.tsx';
