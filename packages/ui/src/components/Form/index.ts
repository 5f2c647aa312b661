export { Form, FormActions, type FormProps } from './Form.tsx';
