export { SafeHtml, type SafeHtmlProps, type SanitizeOptions, sanitizeHtml } from './SafeHtml.tsx';
export { SafeHtmlPolicy, type SafeHtmlPolicyProps } from './SafeHtmlPolicy.tsx';
