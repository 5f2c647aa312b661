/**
 * Parses the beginning of a JSON document as if it had been closed where it stops, so a
 * structured answer can be shown while it streams. Returns undefined when `text` is not the start
 * of a JSON object or nothing useful can be recovered yet.
 */
export function parsePartialJson(text: string): unknown {
  const source = text.trimStart();
  if (!source.startsWith('{')) return undefined;
  try {
    return JSON.parse(source);
  } catch {
    // Not complete yet: close it below.
  }
  const stack: string[] = [];
  let inString = false;
  let escaped = false;
  // Index after the last character at which cutting leaves valid JSON once closers are added.
  let safeEnd = 0;
  let safeStack: string[] = [];
  let safeInString = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      // Inside a string value any complete character is a safe cut (the string gets closed).
      if (!escaped && inString) {
        safeEnd = i + 1;
        safeStack = [...stack];
        safeInString = true;
      } else if (!inString) {
        safeEnd = i + 1;
        safeStack = [...stack];
        safeInString = false;
      }
      continue;
    }
    if (ch === '"') {
      inString = true;
      continue;
    }
    if (ch === '{' || ch === '[') {
      stack.push(ch === '{' ? '}' : ']');
    } else if (ch === '}' || ch === ']') {
      stack.pop();
    }
    if (ch === '{' || ch === '[' || ch === '}' || ch === ']' || ch === ',' || /[\d\w]/.test(ch)) {
      safeEnd = i + 1;
      safeStack = [...stack];
      safeInString = false;
    }
  }
  const candidates: string[] = [];
  const close = (body: string, stackAt: string[], openString: boolean) =>
    `${body}${openString ? '"' : ''}${[...stackAt].reverse().join('')}`;
  candidates.push(close(source.slice(0, safeEnd), safeStack, safeInString));
  // Drop a dangling key, colon or comma and retry with progressively shorter prefixes.
  let cut = source.slice(0, safeEnd);
  for (let attempt = 0; attempt < 6; attempt++) {
    cut = cut.replace(/,?\s*"(?:[^"\\]|\\.)*"?\s*:?\s*"?(?:[^"\\]|\\.)*$/, '').replace(/[,:\s]+$/, '');
    const state = scan(cut);
    candidates.push(close(cut, state.stack, state.inString));
  }
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate);
    } catch {
      // Try the next, shorter candidate.
    }
  }
  return undefined;
}

function scan(text: string): { stack: string[]; inString: boolean } {
  const stack: string[] = [];
  let inString = false;
  let escaped = false;
  for (const ch of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') stack.pop();
  }
  return { stack, inString };
}
