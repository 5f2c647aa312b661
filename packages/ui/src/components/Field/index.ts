export {
  Description,
  FieldError,
  type FieldErrorProps,
  type FieldTextProps,
  Label,
  type LabelProps,
} from './Field.tsx';
