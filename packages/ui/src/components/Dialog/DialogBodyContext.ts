import { createContext } from 'react';

/**
 * True inside a Dialog's scrolling body: a form's `FormActions` there become the dialog's footer,
 * kept in view at the bottom while the fields scroll (as a Dialog's `footer` is).
 */
export const DialogBodyContext = createContext(false);
