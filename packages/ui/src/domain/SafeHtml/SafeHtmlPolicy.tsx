import { createContext, type ReactNode } from 'react';

/**
 * The image origins SafeHtml keeps besides the page's own. Apart from SafeHtml, so that an app can
 * set the policy at its root without loading the sanitiser (DOMPurify) before any HTML is shown.
 */
export const ImageOriginsContext = createContext<readonly string[]>([]);

export interface SafeHtmlPolicyProps {
  /** Origins besides the page's own whose images SafeHtml keeps. @default [] */
  imageOrigins: readonly string[];
  children: ReactNode;
}

/** Tells every SafeHtml below which image origins the page allows (its Content-Security-Policy's). */
export function SafeHtmlPolicy({ imageOrigins, children }: SafeHtmlPolicyProps) {
  return <ImageOriginsContext.Provider value={imageOrigins}>{children}</ImageOriginsContext.Provider>;
}
