export { TextArea, type TextAreaProps, type TextAreaResize, textAreaResizes } from './TextArea.tsx';
