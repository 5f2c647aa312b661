export {
  CheckboxGroup,
  type CheckboxGroupOrientation,
  type CheckboxGroupProps,
  checkboxGroupOrientations,
} from './CheckboxGroup.tsx';
