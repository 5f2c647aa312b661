/**
 * The language a question is written in. The documents are English; the built-in engine reads only
 * English (its word statistics and its sentence-embedding model are English), so a question in another
 * language gets a plain notice instead of a misleading "not found". With a model configured, the
 * question is answered in its own language (engines.ts).
 *
 * Detection: Nito-ELD (`eld`, Apache-2.0), n-gram statistics over 60 languages. On the tuning half of
 * the blind evaluation it labelled all 130 turns right (franc-min: 18 wrong, tinyld: 2 wrong: short
 * English questions read as French or Tagalog). Its smallest database loads in ~1 s and ~85 MB, so
 * it loads on first use, in the background from server start.
 */
import type { StructuredAnswer } from '@portal/contract';

type Detector = { detect(text: string): { language: string; isReliable(): boolean } };
let detector: Promise<Detector> | undefined;

function load(): Promise<Detector> {
  detector ??= (async () => {
    const { eld } = (await import('eld')) as unknown as {
      eld: Detector & { load(size: string): Promise<unknown> };
    };
    await eld.load('extrasmall');
    return eld;
  })();
  return detector;
}

/** Starts loading the detector (server start), so the first question does not wait for it. */
export function preloadLanguageDetector(): void {
  void load().catch(() => {});
}

/**
 * The question's language as an ISO 639-1 code, 'en' unless the detector is sure of another. Very
 * short questions ('VPN?') are English: a few letters say nothing about a language.
 */
export async function questionLanguage(text: string): Promise<string> {
  const letters = text.replace(/[^\p{L}]+/gu, '');
  if (letters.length < 12) return 'en';
  const result = (await load()).detect(text);
  return result.isReliable() && result.language ? result.language : 'en';
}

const LANGUAGE_NAMES: Record<string, string> = { fr: 'French', es: 'Spanish', de: 'German' };

/** The notice, in the asker's language where we have it, always followed by the English. */
const NOTICES: Record<string, string> = {
  fr: "Je ne peux répondre qu'aux questions posées en anglais : les documents de l'entreprise sont en anglais. Reformulez votre question en anglais, ou créez un ticket pour obtenir de l'aide.",
  es: 'Solo puedo responder preguntas en inglés: los documentos de la empresa están en inglés. Vuelva a formular su pregunta en inglés o cree un ticket para obtener ayuda.',
  de: 'Ich kann nur Fragen auf Englisch beantworten: Die Unternehmensdokumente sind auf Englisch. Bitte stellen Sie Ihre Frage auf Englisch oder erstellen Sie ein Ticket, um Hilfe zu erhalten.',
};

export const ENGLISH_ONLY_NOTICE =
  'I can only answer questions asked in English, because the company documents are in English. ' +
  'Please ask again in English, or raise a support ticket for help.';

export function languageNotice(language: string): string {
  const own = NOTICES[language];
  return own ? `${own}\n\n${ENGLISH_ONLY_NOTICE}` : ENGLISH_ONLY_NOTICE;
}

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/** Whether an answer is the English-only notice (the evaluation grades it as the right reply). */
export function isLanguageNotice(answer: StructuredAnswer | string): boolean {
  return typeof answer === 'string' && answer.endsWith(ENGLISH_ONLY_NOTICE);
}
