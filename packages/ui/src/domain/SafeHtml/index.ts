export { SafeHtml, type SafeHtmlProps, sanitizeHtml } from './SafeHtml.tsx';
