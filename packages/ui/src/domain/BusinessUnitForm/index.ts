export { BusinessUnitForm, type BusinessUnitFormProps } from './BusinessUnitForm.tsx';
