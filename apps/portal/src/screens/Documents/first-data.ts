import { hasRole } from '@portal/contract';
import type { FirstDataLoader } from '../../app/first-data.ts';
import { fetchDocuments } from './useDocumentLibrary.ts';

/** The server render's loader for the knowledge base: the documents this person sees. */
export const loadFirstData: FirstDataLoader = ({ api, user }) => fetchDocuments(api, hasRole(user, 'admin'));
