export { DateText, type DateTextProps } from './DateText.tsx';
