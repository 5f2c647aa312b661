import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_ANSWER } from '../../src/knowledge/chat.ts';
import { seedKnowledge } from '../../src/knowledge/seed.ts';
import { type KnowledgeServer, sendChat, startKnowledgeServer } from './harness.ts';

/** A fake OpenAI-compatible server on loopback: streams what the current test scripts. */
/** A source as the prompt lists it: `[S3] Document title > Heading > Subheading`. */
interface PromptSource {
  label: string;
  title: string;
}
type Mode =
  | {
      kind: 'answer';
      sources: string[] | ((given: PromptSource[]) => string[]);
      chunks?: number;
      /** The last chunk (and the end) wait for this: the model has not finished until it resolves. */
      hold?: Promise<void>;
      /** The connection breaks after this many chunks: the AI service failing mid-answer. */
      breakAfter?: number;
    }
  | { kind: 'text' }
  | { kind: 'error' }
  | { kind: 'stall' };
let mode: Mode = { kind: 'answer', sources: ['S1'] };
const requests: { auth: string | undefined; body: any }[] = [];
let upstreamClosed = 0;

const answer = {
  summary: 'Use the self-service password portal.',
  details: {
    requirements: ['Passwords must be at least 14 characters long.'],
    procedures: ['Go to the portal.'],
    exceptions: [],
  },
  action_required: 'Reset it now.',
  contact_info: 'IT Service Desk, extension 5000',
  related_policies: [],
};

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    if (mode.kind === 'error')
      return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (content: string) =>
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
    if (mode.kind === 'stall') {
      send('{"summary": "Use the');
      send(' self-service');
      res.on('close', () => upstreamClosed++);
      return; // never ends: the client must give up
    }
    const prompt: string = JSON.parse(raw).messages[1].content;
    const given = [...prompt.matchAll(/^\[(S\d+)\] (.*)$/gm)].map((m) => ({
      label: m[1] as string,
      title: m[2] as string,
    }));
    const text =
      mode.kind === 'text'
        ? 'Sorry, plain words instead of JSON.'
        : JSON.stringify({
            ...answer,
            sources: typeof mode.sources === 'function' ? mode.sources(given) : mode.sources,
          });
    const n = mode.kind === 'answer' ? (mode.chunks ?? 7) : 3;
    const size = Math.ceil(text.length / n);
    const chunks: string[] = [];
    for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
    const current = mode;
    if (current.kind === 'answer' && current.breakAfter !== undefined) {
      for (const chunk of chunks.slice(0, current.breakAfter)) send(chunk);
      // Give the pieces time to reach the client before the connection breaks.
      setTimeout(() => res.destroy(), 300);
      return;
    }
    const finish = () => {
      send(chunks.at(-1) as string);
      res.write(
        `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 1200, completion_tokens: 300 } })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    };
    for (const chunk of chunks.slice(0, -1)) send(chunk);
    if (current.kind === 'answer' && current.hold) void current.hold.then(finish);
    else finish();
  });
}

/** The stored messages of a conversation, as a reload shows them. */
const storedMessages = async (sessionId: string) =>
  (await s.call('GET', `/api/chat/sessions/${sessionId}/messages`, { token: user })).body;
const gapsOf = async (sessionId: string) =>
  (
    await s.ctx.database.pool.query('SELECT count(*)::int AS n FROM knowledge_gaps WHERE session_id = $1', [
      sessionId,
    ])
  ).rows[0].n;

let fake: Server;
let s: KnowledgeServer;
let user: string;
let admin: string;

beforeAll(async () => {
  fake = createServer(handle);
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  const port = (fake.address() as AddressInfo).port;
  s = await startKnowledgeServer({
    openai: { apiKey: 'sk-test-123', baseUrl: `http://127.0.0.1:${port}/v1` },
  });
  await seedKnowledge(s.ctx.database.pool, { conversations: false });
  user = await s.token('user');
  admin = await s.token('admin');
}, 120_000);
afterAll(async () => {
  await s.stop();
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
});

const ask = (message: string) => sendChat(s.base, user, { session_id: crypto.randomUUID(), message });
const passwordDoc = async () =>
  (await s.ctx.database.pool.query("SELECT id FROM documents WHERE original_name LIKE 'Password%'")).rows[0]
    .id;

describe('OpenAI-compatible engine', () => {
  it('streams the model output, with the model from the settings, given only the retrieved sections', async () => {
    const put = await s.call('PUT', '/api/admin/system-settings', {
      token: admin,
      body: { ai_model: 'gpt-4o-mini', response_cache_hours: 1 },
    });
    expect(put.body).toMatchObject({ ai_model: 'gpt-4o-mini', openai_key_configured: true });
    // The chat badges read what answers: the service, with the configured model.
    const read = await s.call('GET', '/api/admin/system-settings', { token: user });
    expect(read.body).toMatchObject({ answer_engine: 'openai', answer_model: 'gpt-4o-mini' });
    mode = { kind: 'answer', sources: ['S1', 'S7'] };
    requests.length = 0;
    const r = await ask('How do I reset my password?');
    const req = requests[0];
    expect(req?.auth).toBe('Bearer sk-test-123');
    expect(req?.body).toMatchObject({ model: 'gpt-4o-mini', stream: true });
    const prompt: string = req?.body.messages[1].content;
    expect(prompt).toContain('[S1] Password Reset and Account Security Guide');
    expect(prompt).not.toContain('Annual Leave');
    // The pieces are the model's text; it parses as the structured answer (plus the sources it cited).
    expect(JSON.parse(r.content)).toMatchObject(answer);
    expect(r.metadata.model).toBe('gpt-4o-mini');
    // S7 was never given to the model: only S1 counts.
    expect(r.metadata.referenced_documents.map((d: { document_id: string }) => d.document_id)).toEqual([
      await passwordDoc(),
    ]);
    const usage = await s.call('GET', '/api/admin/api-usage', { token: admin });
    expect(usage.body.model_usage['gpt-4o-mini']).toEqual({ requests: 1, tokens: 1500, cost: 0.00036 });
    // Stored message content is the parsed answer, without the model's `sources`.
    const msgs = await s.call('GET', `/api/chat/sessions/${r.metadata.session_id}/messages`, { token: user });
    expect(msgs.body[1].content).toEqual(answer);
  });

  it('streams the model pieces as they arrive, before the model has finished', async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => {
      release = r;
    });
    // Released by the first content event the client sees; after 3 s anyway, so the old behaviour
    // (nothing shown until the model finished) fails the test instead of hanging it.
    const fallback = setTimeout(() => release(), 3000);
    let holding = true;
    void hold.then(() => {
      holding = false;
    });
    let contentWhileHolding = false;
    mode = {
      kind: 'answer',
      sources: (g) => g.filter((x) => x.title.startsWith('Password Reset')).map((x) => x.label),
      hold,
    };
    const r = await sendChat(
      s.base,
      user,
      { session_id: crypto.randomUUID(), message: 'How do I reset a forgotten password?' },
      (event) => {
        if (event.type !== 'content') return;
        if (holding) contentWhileHolding = true;
        release();
      },
    );
    clearTimeout(fallback);
    expect(contentWhileHolding).toBe(true);
    // The client saw the model's own text (with its sources), and it stays: no replacement.
    expect(JSON.parse(r.content)).toMatchObject(answer);
    expect(r.metadata.replacement_content).toBeUndefined();
    expect(r.metadata.referenced_documents.map((d: { document_id: string }) => d.document_id)).toEqual([
      await passwordDoc(),
    ]);
    expect((await storedMessages(r.metadata.session_id))[1].content).toEqual(answer);
  });

  it('a model that cites sections it did not use: only the sections its text comes from count', async () => {
    // Retrieval gives the model sections of several documents; the answer's text is from the password guide only.
    let given: PromptSource[] = [];
    mode = {
      kind: 'answer',
      sources: (g) => {
        given = g;
        return g.map((x) => x.label);
      },
    };
    const r = await ask('Password rules for my laptop and phone');
    const titles = new Set(given.map((x) => x.title.split(' > ')[0]));
    expect(titles.size).toBeGreaterThan(1);
    expect(r.metadata.referenced_documents.map((d: { document_id: string }) => d.document_id)).toEqual([
      await passwordDoc(),
    ]);
    // The pieces were the model's own, streamed live (its `sources` included), and they stand: only the
    // unsupported citations were dropped, from the metadata.
    expect(JSON.parse(r.content)).toEqual({ ...answer, sources: given.map((x) => x.label) });
    expect(r.metadata).toMatchObject({ documents_referenced: 1, suggested_ticket: null });
    expect(r.metadata).not.toHaveProperty('replacement_content');
    expect((await storedMessages(r.metadata.session_id))[1].content).toEqual(answer);
  });

  it('a model that cites only sections its text is not from: the plain not-found answer', async () => {
    let cited = '';
    mode = {
      kind: 'answer',
      sources: (g) => {
        const other = g.find((x) => !x.title.startsWith('Password Reset'));
        cited = other?.title ?? '';
        return other ? [other.label] : [];
      },
    };
    const r = await ask('What must I do if my laptop or password is lost or stolen?');
    expect(cited).not.toBe('');
    // Streamed as it formed, then withdrawn: the final metadata replaces it with the not-found text.
    expect(JSON.parse(r.content)).toMatchObject(answer);
    expect(r.metadata).toMatchObject({
      response_type: 'text',
      referenced_documents: [],
      documents_referenced: 0,
      replacement_content: NOT_FOUND_ANSWER,
    });
    expect(r.metadata.suggested_ticket.reason).toMatch(/did not support/);
    // A reload shows what the replacement showed; the replacement itself is not stored metadata.
    const stored = (await storedMessages(r.metadata.session_id))[1];
    expect(stored.content).toBe(NOT_FOUND_ANSWER);
    expect(stored.metadata).toMatchObject({ response_type: 'text', referenced_documents: [] });
    expect(stored.metadata).not.toHaveProperty('replacement_content');
    expect(await gapsOf(r.metadata.session_id)).toBe(1);
  });

  it('a model that cites nothing: the plain not-found answer, no references, a ticket and a gap', async () => {
    mode = { kind: 'answer', sources: [] };
    const r = await ask('How long must a password be?');
    // Its own (unsupported) answer is withdrawn at the end and never stored.
    expect(JSON.parse(r.content)).toMatchObject(answer);
    expect(r.metadata).toMatchObject({
      response_type: 'text',
      referenced_documents: [],
      documents_referenced: 0,
      replacement_content: NOT_FOUND_ANSWER,
    });
    expect(r.metadata.suggested_ticket.reason).toMatch(/did not support/);
    expect(await gapsOf(r.metadata.session_id)).toBe(1);
    expect((await storedMessages(r.metadata.session_id))[1].content).toBe(NOT_FOUND_ANSWER);
  });

  it('output that is not the JSON cannot be verified: the plain not-found answer', async () => {
    mode = { kind: 'text' };
    const r = await ask('What happens when my account is locked after failed sign-in attempts?');
    expect(r.content).toBe('Sorry, plain words instead of JSON.');
    expect(r.metadata).toMatchObject({
      response_type: 'text',
      referenced_documents: [],
      replacement_content: NOT_FOUND_ANSWER,
    });
    expect(r.metadata.suggested_ticket).not.toBeNull();
    expect((await storedMessages(r.metadata.session_id))[1].content).toBe(NOT_FOUND_ANSWER);
  });

  it('when the AI service fails before answering, the built-in engine answers instead', async () => {
    mode = { kind: 'error' };
    const r = await ask('How do I submit an expense report?');
    expect(r.metadata.model).toBe('built-in');
    expect(r.metadata.referenced_documents[0].source).toBe('Expense Reporting Procedure.pdf');
    // Nothing of the model's was shown: the built-in answer streams as usual, nothing to replace.
    expect(r.metadata).not.toHaveProperty('replacement_content');
    expect(JSON.parse(r.content)).toEqual((await storedMessages(r.metadata.session_id))[1].content);
  });

  it('when the AI service fails mid-answer, the built-in answer replaces what was streamed', async () => {
    mode = { kind: 'answer', sources: ['S1'], breakAfter: 3 };
    const r = await ask('What is the hotel limit in London?');
    // Part of the model's answer reached the client, and no more: the built-in pieces are not appended.
    expect(r.content.length).toBeGreaterThan(0);
    expect(JSON.stringify({ ...answer, sources: ['S1'] }).startsWith(r.content)).toBe(true);
    expect(r.metadata.model).toBe('built-in');
    expect(r.metadata.referenced_documents.length).toBeGreaterThan(0);
    expect(r.metadata.response_type).toBe('structured');
    const stored = (await storedMessages(r.metadata.session_id))[1];
    expect(r.metadata.replacement_content).toEqual(stored.content);
    expect(stored.content).not.toMatchObject({ summary: answer.summary });
  });

  it('nothing relevant retrieved: the model is not called at all', async () => {
    requests.length = 0;
    const r = await ask('Is there a gym membership discount for staff?');
    expect(requests).toHaveLength(0);
    expect(r.metadata.referenced_documents).toEqual([]);
  });

  it('a client leaving mid-stream aborts the upstream call and stores nothing', async () => {
    mode = { kind: 'stall' };
    const session = crypto.randomUUID();
    const url = new URL(`${s.base}/api/chat/send`);
    // The model's first pieces reach the client as they come; it leaves before the model finishes.
    const received: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { authorization: `Bearer ${user}`, 'content-type': 'application/json' },
        },
        (res) => res.on('data', (chunk: Buffer) => received.push(chunk.toString())),
      );
      req.once('error', () => {});
      // Not asked before: an earlier answer to another question would come from the response cache.
      req.end(JSON.stringify({ session_id: session, message: 'Can I reuse an old password?', stream: true }));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 800);
      void reject;
    });
    expect(received.join('')).toContain('"type":"content"');
    await new Promise((r) => setTimeout(r, 1000));
    expect(upstreamClosed).toBe(1);
    const n = await s.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1',
      [session],
    );
    expect(n.rows[0].n).toBe(0);
  });
});
