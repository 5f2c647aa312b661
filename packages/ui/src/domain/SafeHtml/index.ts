export {
  SafeHtml,
  SafeHtmlPolicy,
  type SafeHtmlPolicyProps,
  type SafeHtmlProps,
  type SanitizeOptions,
  sanitizeHtml,
} from './SafeHtml.tsx';
